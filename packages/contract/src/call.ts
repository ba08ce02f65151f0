import { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call, as the server's guard decides it: `none` is public; `optional` is public but
 * a sent token is checked (a bad one is a 401) and then names the caller; `user` needs any signed-in
 * account (the console's calls check the psychic behind it themselves); `admin` needs an admin.
 */
/** `staff`: an admin or a support agent (issue 24). */
export type CallAuth = 'none' | 'optional' | 'user' | 'admin' | 'staff';

/**
 * How the web client sends the fields (the server reads every form): `query` in the URL, `json`
 * as a JSON body, `form` urlencoded, `multipart` as multipart form data (files).
 */
export type CallEncoding = 'query' | 'json' | 'form' | 'multipart';

/** The 200 body of a business call: the data inside the success envelope (spec §7, §8). */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

/**
 * One call of the API, declared once and used by the server (registration, OpenAPI), the web
 * client and the test clients alike. `output` is what the handler returns and the client gets:
 * the data inside the envelope, or, for a call whose 200 body is not the envelope (`enveloped:
 * false`, e.g. the sign-in answers of spec §3), the whole body. `response` is the whole 200 body.
 */
export type Call<
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodType = z.ZodType,
  Auth extends CallAuth = CallAuth,
  Response extends z.ZodType = z.ZodType,
> = Readonly<{
  path: string;
  methods: readonly CallMethod[];
  input: Input;
  output: Output;
  auth: Auth;
  encoding: CallEncoding;
  enveloped: boolean;
  response: Response;
  summary?: string;
}>;

type CallSpec<
  Input extends z.ZodObject,
  Output extends z.ZodType,
  Auth extends CallAuth,
> = Readonly<{
  /** Full path including `/api`, e.g. `/api/get/static/value`. */
  path: string;
  /** The web client uses the first. */
  methods: CallMethod | readonly CallMethod[];
  input: Input;
  output: Output;
  auth: Auth;
  /** Defaults to `query` when the first method is GET or DELETE, else `json`. */
  encoding?: CallEncoding;
  summary?: string;
}>;

function build<
  Input extends z.ZodObject,
  Output extends z.ZodType,
  Auth extends CallAuth,
  Response extends z.ZodType,
>(
  spec: CallSpec<Input, Output, Auth>,
  enveloped: boolean,
  response: Response,
): Call<Input, Output, Auth, Response> {
  const methods: readonly CallMethod[] =
    typeof spec.methods === 'string' ? [spec.methods] : spec.methods;
  const first = methods[0];
  if (first === undefined) throw new Error(`call ${spec.path} has no method`);
  const encoding = spec.encoding ?? (first === 'GET' || first === 'DELETE' ? 'query' : 'json');
  return {
    ...spec,
    methods,
    encoding,
    enveloped,
    response,
  };
}

/** A call whose 200 body is `{ status: 'success', data }` with `data` matching `output`. */
export function defineCall<
  Input extends z.ZodObject,
  Output extends z.ZodType,
  Auth extends CallAuth,
>(
  spec: CallSpec<Input, Output, Auth>,
): Call<Input, Output, Auth, ReturnType<typeof successEnvelope<Output>>> {
  return build(spec, true, successEnvelope(spec.output));
}

/** A call whose whole 200 body is `output` (answers the spec fixes in another shape). */
export function defineRawCall<
  Input extends z.ZodObject,
  Output extends z.ZodType,
  Auth extends CallAuth,
>(spec: CallSpec<Input, Output, Auth>): Call<Input, Output, Auth, Output> {
  return build(spec, false, spec.output);
}
