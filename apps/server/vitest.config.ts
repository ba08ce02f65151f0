import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file opens a real database (PGlite boot or a fresh PostgreSQL database), which takes
    // seconds, and many more when every workspace's suite shares two busy cores.
    testTimeout: 60_000,
    // Each file opens its own database and app, so files share nothing but loaded modules; not
    // re-importing the whole server for every file roughly halves the suite's CPU time
    // (decision 040).
    isolate: false,
    hookTimeout: 180_000,
  },
});
