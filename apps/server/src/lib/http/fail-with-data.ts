import type { FastifyReply } from 'fastify';

/**
 * A failure whose body carries more than `{ status, reason }`: the send-code answer keeps its
 * `data.status`/`data.reason` (spec §3, which the client reads) on a 4xx. The route's response
 * schema for errors is the bare failure envelope and would strip `data`, so this reply is
 * serialized as it is.
 */
export function failWithData<Body extends { status: 'fail'; reason?: string }>(
  reply: FastifyReply,
  statusCode: number,
  body: Body,
): Body {
  void reply.code(statusCode).serializer((payload: unknown) => JSON.stringify(payload));
  return body;
}
