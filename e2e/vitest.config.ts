import { defineConfig } from 'vitest/config';
import { e2eConfig } from './lib/config';

// The e2e suite drives a real browser against one real server started by the global setup.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['lib/global-setup.ts'],
    // Files run side by side, each worker against its own server (global-setup.ts, decision 043).
    fileParallelism: true,
    maxWorkers: e2eConfig.workers,
    // Page loads mostly wait on the network and the renderer: a few at once use the cores well.
    maxConcurrency: 3,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/e2e-results.json' },
  },
});
