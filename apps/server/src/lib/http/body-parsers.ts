import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const FILE_LIMIT_BYTES = 5 * 1024 * 1024;

/**
 * JSON is built in; these add the form encodings the spec's clients send. Multipart fields land on
 * `request.body` as plain values (files as Buffers) so `defineCall` can treat all bodies alike.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fieldSize: BODY_LIMIT_BYTES, fields: 100, files: 1, fileSize: FILE_LIMIT_BYTES },
  });
}
