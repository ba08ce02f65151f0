import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Run in a process of its own: test files share a worker's loaded modules (isolate: false), and
 * other files build plain Fastify instances that do load ajv.
 */
const SCRIPT = `
import Module from 'node:module';
import { z } from 'zod';
import { createZodFastify } from ${JSON.stringify(fileURLToPath(new URL('./zod-fastify.ts', import.meta.url)))};
const app = createZodFastify({ logger: false });
app.post('/echo', {
  schema: { body: z.object({ name: z.string() }), response: { 200: z.object({ hello: z.string() }) } },
  handler: async (request) => ({ hello: request.body.name, secret: 'dropped by the serialiser' }),
});
await app.ready();
const good = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Asha' } });
const bad = await app.inject({ method: 'POST', url: '/echo', payload: { name: 7 } });
const loaded = Object.keys(Module._cache).filter((file) =>
  /[\\\\/](ajv|ajv-compiler|fast-json-stringify-compiler)[\\\\/]/.test(file));
console.log(JSON.stringify({ good: [good.statusCode, good.json()], bad: bad.statusCode, loaded }));
await app.close();
`;

describe('createZodFastify', () => {
  it('validates and serialises with zod and never loads ajv or fast-json-stringify', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT],
      { encoding: 'utf8', cwd: fileURLToPath(new URL('.', import.meta.url)) },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim())).toEqual({
      good: [200, { hello: 'Asha' }],
      bad: 400,
      loaded: [],
    });
  });
});
