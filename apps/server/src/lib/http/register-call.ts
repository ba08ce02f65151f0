import { REASON_ADMINS_ONLY, REASON_STAFF_ONLY } from '@lumus/contract/admin/admin-paths';
import type { Call, CallAuth } from '@lumus/contract/call';
import { failureSchema } from '@lumus/contract/envelope';
import { HEADER_AUTHORIZATION } from '@lumus/contract/headers';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CallFailure } from './call-failure';
import { collectCallFields } from './call-input';
import { type CallUser, requireCallUser } from './call-user';
import { describeIssues } from './describe-issues';

/** The caller as the call's `auth` promises it: always there for `user`/`admin`, maybe for `optional`. */
export type CallerOf<Auth extends CallAuth> = Auth extends 'user' | 'admin' | 'staff'
  ? CallUser
  : Auth extends 'optional'
    ? CallUser | null
    : null;

export type CallContext<Auth extends CallAuth> = Readonly<{
  request: FastifyRequest;
  reply: FastifyReply;
  user: CallerOf<Auth>;
}>;

/** Returns the call's `output` (the data; the envelope is added by `registerCall`). */
export type CallHandler<
  Input extends z.ZodObject,
  Output extends z.ZodType,
  Auth extends CallAuth,
> = (input: z.output<Input>, context: CallContext<Auth>) => Promise<z.input<Output>>;

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

/** The guard for a call's `auth`; the sign-in guard itself is `app.authGuard` (sign-in feature). */
async function guard(app: FastifyInstance, auth: CallAuth, request: FastifyRequest): Promise<void> {
  if (auth === 'none') return;
  if (auth === 'optional' && request.headers[HEADER_AUTHORIZATION] === undefined) return;
  await app.authGuard(request);
  // The guard reads the role from the database on every call, so taking it away works at once.
  if (auth === 'admin' && requireCallUser(request).role !== 'admin') {
    throw new CallFailure(403, REASON_ADMINS_ONLY);
  }
  if (auth === 'staff' && !['admin', 'support'].includes(requireCallUser(request).role)) {
    throw new CallFailure(403, REASON_STAFF_ONLY);
  }
}

/**
 * The 200 body of a call answering `output`: the success envelope around it, or `output` itself
 * for a call declared without the envelope. The one place the envelope is built.
 */
export function successBody<Output extends z.ZodType>(
  call: Call<z.ZodObject, Output>,
  output: z.input<Output>,
): unknown {
  return call.enveloped ? { status: 'success', data: output } : output;
}

function callerOf<Auth extends CallAuth>(auth: Auth, request: FastifyRequest): CallerOf<Auth> {
  const user =
    auth === 'user' || auth === 'admin' || auth === 'staff'
      ? requireCallUser(request)
      : request.user;
  return (auth === 'none' ? null : user) as CallerOf<Auth>;
}

export type CallRouteOptions = Readonly<{
  /**
   * The largest file the handler accepts, when it is not the multipart parser's own cut-off (a
   * limit from configuration). The parser keeps one byte more and drops the rest without failing,
   * so the handler sees a bigger file as too large and says so in its own words.
   */
  fileLimitBytes?: number;
}>;

/** The parser's options for a call with its own file limit (see `fileLimitBytes`). */
function keepOneByteMore(fileLimitBytes: number) {
  // The plugin reads `throwFileSizeLimit` per request as well, though its route type leaves it out.
  const options: FastifyMultipartBaseOptions = {
    limits: { fileSize: fileLimitBytes + 1 },
    throwFileSizeLimit: false,
  };
  return options;
}

/**
 * Registers the handler of one contract call: its guard from `auth`, its fields (query, form,
 * multipart or JSON) parsed with `input` (a 400 with a readable reason otherwise), and its answer
 * wrapped in the success envelope here, the one place it is built. A handler may still answer a
 * failure with extra data (`failWithData`): a reply already set to a 4xx is sent as it is.
 */
export function registerCall<
  Input extends z.ZodObject,
  Output extends z.ZodType,
  Auth extends CallAuth,
>(
  app: FastifyInstance,
  call: Call<Input, Output, Auth>,
  handler: NoInfer<CallHandler<Input, Output, Auth>>,
  options: CallRouteOptions = {},
): void {
  const inputPart = call.methods.includes('GET')
    ? { querystring: call.input }
    : { body: call.input };
  app.route({
    method: [...call.methods],
    url: call.path,
    ...(options.fileLimitBytes === undefined
      ? {}
      : { config: { multipartOptions: keepOneByteMore(options.fileLimitBytes) } }),
    schema: {
      ...(call.summary === undefined ? {} : { summary: call.summary }),
      ...inputPart,
      response: { 200: call.response, ...failureResponses },
    },
    validatorCompiler: documentationOnly,
    ...(call.auth === 'none'
      ? {}
      : { preHandler: async (request) => guard(app, call.auth, request) }),
    handler: async (request, reply) => {
      const parsed = await call.input.safeParseAsync(collectCallFields(request));
      if (!parsed.success) throw new CallFailure(400, describeIssues(parsed.error.issues));
      const output = await handler(parsed.data, {
        request,
        reply,
        user: callerOf(call.auth, request),
      });
      return reply.statusCode >= 400 ? output : successBody(call, output);
    },
  });
}
