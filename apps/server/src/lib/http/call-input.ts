import type { FastifyRequest } from 'fastify';
import { CallFailure } from './call-failure';

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A call's fields may arrive in the query string, as a urlencoded or multipart form, or as a JSON
 * object (spec §7 clients use all of them). They are merged into one record; when a field is sent
 * both ways the body wins, since it is the deliberate payload and the query may be a leftover.
 */
export function collectCallFields(request: FastifyRequest): Record<string, unknown> {
  const query = isPlainRecord(request.query) ? request.query : {};
  const body: unknown = request.body;
  if (body === undefined || body === null || body === '') return { ...query };
  if (!isPlainRecord(body)) {
    throw new CallFailure(400, 'The request body must be an object of named fields.');
  }
  return { ...query, ...body };
}
