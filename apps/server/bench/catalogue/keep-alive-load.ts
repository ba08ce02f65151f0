/**
 * Keep-alive GET loops for the catalogue benchmarks: `concurrency` loops, each sending its next
 * request when the previous answer is complete, for `durationMs`, over `paths` in turn.
 */
import { Agent, request } from 'node:http';
import type { LoadResult } from './load-result';

/** The status and body length of one GET. */
function get(agent: Agent, origin: URL, path: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: origin.hostname, port: origin.port, path, agent }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function keepAliveLoad(
  origin: string,
  paths: readonly string[],
  durationMs: number,
  concurrency: number,
): Promise<LoadResult> {
  const url = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let bytes = 0;
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, loop) => {
      let index = loop;
      while (performance.now() < end) {
        const path = paths[index % paths.length] ?? '/';
        index += 1;
        const sent = performance.now();
        try {
          const answer = await get(agent, url, path);
          if (answer.status !== 200) errors += 1;
          bytes += answer.bytes;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    bytesPerAnswer: latencies.length === 0 ? 0 : bytes / latencies.length,
  };
}
