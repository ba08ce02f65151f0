import { failureSchema } from '@lumus/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CallFailure } from './call-failure';
import { collectCallFields } from './call-input';
import { describeIssues } from './describe-issues';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Runs before the handler; throws a `CallFailure` (usually 401) to refuse the call. */
export type CallGuard = (request: FastifyRequest) => Promise<void> | void;

export type CallContext = Readonly<{ request: FastifyRequest; reply: FastifyReply }>;

export type CallDefinition<Input extends z.ZodObject, Output extends z.ZodType> = Readonly<{
  method: CallMethod | readonly CallMethod[];
  /** Full path including `/api`, e.g. `/api/get/static/value`. */
  url: string;
  summary?: string;
  /** Fields of the call, wherever the client puts them (query, form, multipart or JSON). */
  input: Input;
  /** The whole 200 response, envelope included, as the spec's clients read it. */
  output: Output;
  auth?: CallGuard;
}>;

export type CallHandler<Input extends z.ZodObject, Output extends z.ZodType> = (
  input: z.output<Input>,
  context: CallContext,
) => Promise<z.output<Output>>;

const failureResponses = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  500: failureSchema,
};

// Fields are validated by the handler after query and body are merged; the route schema below
// only documents them (OpenAPI), so Fastify's own validation of them is switched off.
const documentationOnly = () => (data: unknown) => ({ value: data });

/**
 * Declares one business call: one input schema, one output schema, the envelope on every answer.
 * The route is registered by `.handle(...)`. It is a second step so that the schemas' types are
 * fixed before the handler is checked; in one object TypeScript widens `status: 'success'` to
 * `string` and rejects every handler.
 */
export function defineCall<Input extends z.ZodObject, Output extends z.ZodType>(
  app: FastifyInstance,
  call: CallDefinition<Input, Output>,
): { handle: (handler: CallHandler<Input, Output>) => void } {
  const methods: CallMethod[] = typeof call.method === 'string' ? [call.method] : [...call.method];
  const inputPart = methods.includes('GET') ? { querystring: call.input } : { body: call.input };
  const guard = call.auth;
  return {
    handle: (handler) => {
      app.route({
        method: methods,
        url: call.url,
        schema: {
          ...(call.summary === undefined ? {} : { summary: call.summary }),
          ...inputPart,
          response: { 200: call.output, ...failureResponses },
        },
        validatorCompiler: documentationOnly,
        ...(guard === undefined ? {} : { preHandler: async (request) => guard(request) }),
        handler: async (request, reply) => {
          const parsed = await call.input.safeParseAsync(collectCallFields(request));
          if (!parsed.success) throw new CallFailure(400, describeIssues(parsed.error.issues));
          return handler(parsed.data, { request, reply });
        },
      });
    },
  };
}
