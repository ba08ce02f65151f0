import { defineConfig } from 'vitest/config';

// One run for every unit and integration suite; e2e has its own config (it needs a built app).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/astro', 'apps/server', 'apps/web'],
  },
});
