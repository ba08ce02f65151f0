import { defineConfig } from 'vitest/config';

// One run for every unit and integration suite; e2e has its own config (it needs a built app).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine. The
    // server suites mostly wait on PostgreSQL (its own processes), so two workers use the machine.
    maxWorkers: 2,
    projects: ['packages/contract', 'packages/astro', 'apps/server', 'apps/web'],
  },
});
