/**
 * The catalogue benchmark's baseline: a bare Fastify process that answers the list's path with the
 * very bytes Lumus answered it with (read from BODY_FILE), as JSON. LOG_LEVEL=info gives it
 * Fastify's request logging to stdout, as Lumus has in production; unset, it logs nothing
 * (Fastify's default).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE ?? '');
const level = process.env.LOG_LEVEL;
const app = Fastify({ logger: level === undefined ? false : { level } });
app.get(process.env.ROUTE_PATH ?? '/', (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(body),
);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
