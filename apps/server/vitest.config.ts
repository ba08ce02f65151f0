import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file opens a real database (PGlite boot or a fresh PostgreSQL database) and some spawn
    // the server as a child process, which takes seconds, not milliseconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
