/**
 * The full run's table: each start of Lumus beside the same start of the baseline, against the
 * goals of issue 19.
 */
import { loadavg } from 'node:os';
import { CHAT_LOAD_PAIRS, type ChatLoadResult } from '../runtime-chat-load';
import { atMost, megabytes, row, seconds } from './report-format';
import { CHAT_SECONDS, GOALS, IDLE_SECONDS } from './runtime-settings';
import type { Run } from './server-process';

export type RuntimeRuns = Readonly<{
  loadAtStart: number;
  lumusFirst: Run;
  bareFirst: Run;
  lumusSecond: Run;
  bareSecond: Run;
  inUse: { peakMb: number; chats: ChatLoadResult } | undefined;
  lumusPostgres: Run | undefined;
  barePostgres: Run | undefined;
}>;

export function printRuntimeReport({
  loadAtStart,
  lumusFirst,
  bareFirst,
  lumusSecond,
  bareSecond,
  inUse,
  lumusPostgres,
  barePostgres,
}: RuntimeRuns): void {
  console.log(
    `Runtime benchmark: node dist/server.js as \`npm start\` runs it (LOG_LEVEL=warn), Node ${process.version}, ` +
      `load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end`,
  );
  console.log(
    'Baseline: a bare Node process with Fastify and the same database opened, answering /api/health (bench/bare-health-server.ts).',
  );
  console.log(
    `RSS: VmRSS of the server process; "idle" after ${String(IDLE_SECONDS)} s without requests.\n`,
  );
  console.log(`  ${''.padEnd(46)}${'Lumus'.padStart(10)}${'baseline'.padStart(11)}   goal`);
  console.log('embedded (PGlite), first start: database made, migrated, demo data seeded');
  row(
    'time to first /api/health',
    seconds(lumusFirst.healthSeconds),
    seconds(bareFirst.healthSeconds),
    atMost(lumusFirst.healthSeconds, GOALS.firstStartSeconds, 's'),
  );
  row(
    'RSS at first /api/health',
    megabytes(lumusFirst.rssAtHealthMb),
    megabytes(bareFirst.rssAtHealthMb),
  );
  row(
    'RSS idle',
    megabytes(lumusFirst.rssIdleMb),
    megabytes(bareFirst.rssIdleMb),
    atMost(lumusFirst.rssIdleMb, GOALS.embeddedIdleMb, 'MB'),
  );
  console.log('embedded (PGlite), second start');
  row(
    'time to first /api/health',
    seconds(lumusSecond.healthSeconds),
    seconds(bareSecond.healthSeconds),
    atMost(lumusSecond.healthSeconds, GOALS.secondStartSeconds, 's'),
  );
  row(
    'RSS at first /api/health',
    megabytes(lumusSecond.rssAtHealthMb),
    megabytes(bareSecond.rssAtHealthMb),
  );
  row(
    'RSS idle',
    megabytes(lumusSecond.rssIdleMb),
    megabytes(bareSecond.rssIdleMb),
    atMost(lumusSecond.rssIdleMb, GOALS.embeddedIdleMb, 'MB'),
  );
  if (inUse !== undefined) {
    row(
      `RSS peak in use (pages, places, ${String(CHAT_LOAD_PAIRS)} chats ${String(CHAT_SECONDS)} s)`,
      megabytes(inUse.peakMb),
      '',
      atMost(inUse.peakMb, GOALS.embeddedInUseMb, 'MB'),
    );
    console.log(
      `  (the chats: ${String(inUse.chats.roundTrips)} round trips, p50 ${inUse.chats.p50.toFixed(1)} ms, p99 ${inUse.chats.p99.toFixed(1)} ms)`,
    );
  }
  if (lumusPostgres !== undefined && barePostgres !== undefined) {
    console.log('PostgreSQL, first start on a scratch database: migrated, demo data seeded');
    row(
      'time to first /api/health',
      seconds(lumusPostgres.healthSeconds),
      seconds(barePostgres.healthSeconds),
    );
    row(
      'RSS at first /api/health',
      megabytes(lumusPostgres.rssAtHealthMb),
      megabytes(barePostgres.rssAtHealthMb),
    );
    row(
      'RSS idle',
      megabytes(lumusPostgres.rssIdleMb),
      megabytes(barePostgres.rssIdleMb),
      atMost(lumusPostgres.rssIdleMb, GOALS.postgresIdleMb, 'MB'),
    );
  }
}
