import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Rendering with user events takes a few hundred milliseconds alone, and seconds when CI runs
    // the static checks beside the suites (decision 043); 5 s (the default) failed there.
    testTimeout: 20_000,
    // Files share a worker's window and loaded modules instead of each building its own: the
    // setup file leaves the window as a new file expects it (decision 062).
    isolate: false,
  },
});
