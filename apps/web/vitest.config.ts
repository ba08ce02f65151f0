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
  },
});
