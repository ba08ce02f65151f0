import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { e2eConfig } from './lib/config';
import { LongestFirstSequencer } from './lib/longest-first-sequencer';

/**
 * Files whose assertions compare wall-clock spans (a media outage against the server's pause) or
 * wait on WebRTC's own timers to reconnect run after the rest, alone, so another file's page
 * loads cannot stretch them (decision 043; call-reload once missed its 20 s beside another file).
 */
const ALONE = ['tests/call-relay.e2e.ts', 'tests/call-reload.e2e.ts'];

const shared: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  // A real browser against real servers, one per worker (global-setup.ts).
  globalSetup: ['lib/global-setup.ts'],
  // The files one worker runs share its loaded modules (Playwright, the contract, the helpers):
  // their state lives in the browser and the servers, not in module variables, and importing them
  // again for each of 50 files cost about 57 s of CPU in a CI run (decision 065).
  isolate: false,
  // Page loads mostly wait on the network and the renderer: a few at once use the cores well.
  maxConcurrency: 3,
  // Several flows across two or three browsers take 45-55 s when the two cores are saturated (a
  // CI run measured them there); 60 s left too little room. Longer journeys set their own.
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // Vitest's 1 s default for expect.poll is shorter than a page load on a busy CI core (a price
  // list polled right after goto came back empty once); a poll still ends as soon as it holds.
  expect: { poll: { timeout: 10_000, interval: 100 } },
};

export default defineConfig({
  test: {
    teardownTimeout: 60_000,
    // The longest files start first, so none is left running alone at the end (decision 061).
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/e2e-results.json' },
    projects: [
      {
        test: {
          ...shared,
          name: 'e2e',
          include: ['tests/**/*.e2e.ts'],
          exclude: ALONE,
          // Files run side by side, each worker against its own server (decision 043).
          maxWorkers: e2eConfig.workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'e2e-alone',
          include: ALONE,
          maxWorkers: 1,
          // WebRTC on a loaded two-core machine: a case once lost its link for no reason the logs
          // showed (decision 060). One retry, named by CI's summary, keeps that from failing a run;
          // a case that fails twice still fails.
          retry: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
