import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file opens a real database (PGlite boot or a fresh PostgreSQL database), which takes
    // seconds, and many more when every workspace's suite shares two busy cores.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
