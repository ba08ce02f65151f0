/**
 * The catalogue benchmark's load generator, run as a process of its own so that its work is not
 * counted against the server it measures (catalogue-process-bench.ts). Prints one JSON line
 * (LoadResult).
 *
 *   node --import tsx list-load-generator.ts <origin> <durationMs> <concurrency> <path>...
 */
import { keepAliveLoad } from './keep-alive-load';

const [origin = '', durationText = '5000', concurrencyText = '16', ...paths] =
  process.argv.slice(2);
console.log(
  JSON.stringify(await keepAliveLoad(origin, paths, Number(durationText), Number(concurrencyText))),
);
