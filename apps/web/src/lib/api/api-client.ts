import {
  ACCEPT_LANGUAGE,
  APP_VERSION,
  BUSINESS_ID,
  HTTP_TIMEOUT_MS,
  type Language,
} from '@lumus/contract/constants';
import {
  ANONYMOUS_USER_ID,
  HEADER_ACCEPT_LANGUAGE,
  HEADER_APP_ID,
  HEADER_APP_VERSION,
  HEADER_AUTHORIZATION,
  HEADER_BUSINESS_ID,
  HEADER_USER_ID,
} from '@lumus/contract/headers';
import type { Call } from '@lumus/contract/call';
import type { z } from 'zod';
import { ApiError } from './api-error';

/**
 * The HTTP client of spec §7. Each of the six helper styles builds its URL and body, then one
 * `send` adds the headers every call carries, applies the timeout and parses the answer with the
 * caller's zod schema. Where state comes from (viewport, URL language, stored token) is injected,
 * so tests can run the client against a real server in Node.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;
export type FormFields = Readonly<
  Record<string, string | number | boolean | Blob | null | undefined>
>;

export interface ApiAuth {
  token: string | null;
  userId: string | null;
}

export interface ApiClientConfig {
  /** `/api` in the app; an absolute URL in tests. */
  baseUrl: string;
  getAppId: () => number;
  getLanguage: () => Language;
  getAuth: () => ApiAuth;
  timeoutMs?: number;
  /** The global `fetch` unless given; a server render answers its calls in-process. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Sees every answer's `Date` header with the local times the call was sent and answered. */
  onServerDate?: (date: string | null, sentAtMs: number, answeredAtMs: number) => void;
}

export interface CallOptions<S extends z.ZodType> {
  schema: S;
  /** Adds `Authorization: Bearer` and `id` (or `id: -1` without a token), spec §6. */
  auth?: boolean;
  /** Aborts the call early; combined with the client's own timeout. */
  signal?: AbortSignal;
  /** Extra headers for calls that send some parameters as headers. */
  headers?: Readonly<Record<string, string>>;
}

/** Options of `api.call`; auth headers follow the call's `auth` unless `auth` says otherwise. */
export interface CallOptionsOf {
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  auth?: boolean;
}

/** A file field (bytes on the server) as the browser has it, optional ones too. */
type BlobForBytes<T> = T extends Uint8Array ? Blob : T;

/** A call's fields as the browser has them: a file field (bytes on the server) is a `Blob`. */
export type CallFields<Input extends z.ZodObject> = {
  [K in keyof z.input<Input>]: BlobForBytes<z.input<Input>[K]>;
};

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: FormData }
  | { kind: 'urlencoded'; value: URLSearchParams };

/** Contract paths include the `/api` prefix; the client's base already ends with it. */
function relativePath(path: string): string {
  return path.replace(/^\/api\//, '');
}

function queryParams(fields: Readonly<Record<string, unknown>>): QueryParams {
  const params: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    params[key] = value as QueryValue;
  }
  return params;
}

export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (params === undefined) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

export function toFormData(fields: FormFields | FormData): FormData {
  if (fields instanceof FormData) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

function reasonOf(body: unknown, fallback: string): string {
  if (typeof body === 'object' && body !== null && 'reason' in body) {
    const { reason } = body;
    if (typeof reason === 'string' && reason !== '') return reason;
  }
  return fallback;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(config: ApiClientConfig) {
  const timeoutMs = config.timeoutMs ?? HTTP_TIMEOUT_MS;
  const fetchFrom = config.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));

  function headersFor(auth: boolean, extra: Readonly<Record<string, string>> | undefined) {
    const headers = new Headers(extra);
    headers.set(HEADER_APP_ID, String(config.getAppId()));
    headers.set(HEADER_BUSINESS_ID, String(BUSINESS_ID));
    headers.set(HEADER_APP_VERSION, APP_VERSION);
    headers.set(HEADER_ACCEPT_LANGUAGE, ACCEPT_LANGUAGE[config.getLanguage()]);
    headers.set('accept', 'application/json');
    if (auth) {
      const { token, userId } = config.getAuth();
      if (token === null) {
        headers.set(HEADER_USER_ID, ANONYMOUS_USER_ID);
      } else {
        headers.set(HEADER_AUTHORIZATION, `Bearer ${token}`);
        headers.set(HEADER_USER_ID, userId ?? ANONYMOUS_USER_ID);
      }
    }
    return headers;
  }

  async function send<S extends z.ZodType>(
    method: string,
    url: string,
    body: Body,
    options: CallOptions<S>,
  ): Promise<z.output<S>> {
    const headers = headersFor(options.auth ?? false, options.headers);
    let payload: BodyInit | undefined;
    if (body.kind === 'json') {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body.value);
    } else if (body.kind === 'form') {
      // fetch sets multipart/form-data with its boundary itself.
      payload = body.value;
    } else if (body.kind === 'urlencoded') {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      payload = body.value;
    }

    const controller = new AbortController();
    const timeoutReason = new DOMException(`No answer within ${timeoutMs} ms.`, 'TimeoutError');
    const timer = setTimeout(() => {
      controller.abort(timeoutReason);
    }, timeoutMs);
    const callerSignal = options.signal;
    const onCallerAbort = () => {
      controller.abort(callerSignal?.reason);
    };
    if (callerSignal?.aborted === true) onCallerAbort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    let status = 0;
    let parsed: unknown;
    try {
      const sentAtMs = Date.now();
      const response = await fetchFrom(url, {
        method,
        headers,
        body: payload,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      status = response.status;
      config.onServerDate?.(response.headers.get('date'), sentAtMs, Date.now());
      parsed = parseBody(await response.text());
      if (!response.ok) {
        throw new ApiError(
          'http',
          status,
          reasonOf(parsed, response.statusText || `HTTP ${status}`),
          parsed,
        );
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (controller.signal.reason === timeoutReason) {
        throw new ApiError('timeout', status, timeoutReason.message, undefined, {
          cause: error,
        });
      }
      if (callerSignal?.aborted === true) throw callerSignal.reason;
      throw new ApiError('network', status, 'The server could not be reached.', undefined, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    const result = options.schema.safeParse(parsed);
    if (!result.success) {
      throw new ApiError(
        'invalid-response',
        status,
        'The server sent an unexpected answer.',
        parsed,
        {
          cause: result.error,
        },
      );
    }
    return result.data;
  }

  const url = (path: string, params?: QueryParams) => buildUrl(config.baseUrl, path, params);

  function bodyOf(call: Call, fields: Readonly<Record<string, unknown>>): Body {
    switch (call.encoding) {
      case 'query':
        return { kind: 'none' };
      case 'json':
        return { kind: 'json', value: fields };
      case 'multipart':
        return { kind: 'form', value: toFormData(fields as FormFields) };
      case 'form': {
        const form = new URLSearchParams();
        for (const [key, value] of Object.entries(queryParams(fields)))
          form.append(key, String(value));
        return { kind: 'urlencoded', value: form };
      }
    }
  }

  return {
    /**
     * A contract call: its first method, its encoding, auth headers unless the call is public, and
     * the answer checked against its response; resolves to its `output` (the envelope's data).
     */
    async call<Input extends z.ZodObject, Output extends z.ZodType>(
      call: Call<Input, Output>,
      input: CallFields<Input>,
      options: CallOptionsOf = {},
    ): Promise<z.output<Output>> {
      const fields = input as Readonly<Record<string, unknown>>;
      const target =
        call.encoding === 'query'
          ? url(relativePath(call.path), queryParams(fields))
          : url(relativePath(call.path));
      const response = await send(call.methods[0] ?? 'GET', target, bodyOf(call, fields), {
        schema: call.response,
        auth: options.auth ?? call.auth !== 'none',
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        ...(options.headers === undefined ? {} : { headers: options.headers }),
      });
      // The response schema is `output` inside the envelope (or `output` itself): parsed once.
      return (call.enveloped ? (response as { data: unknown }).data : response) as z.output<Output>;
    },
    /** GET with query parameters. */
    get<S extends z.ZodType>(path: string, params: QueryParams, options: CallOptions<S>) {
      return send('GET', url(path, params), { kind: 'none' }, options);
    },
    /** POST with the parameters in the query string and no body. */
    postParams<S extends z.ZodType>(path: string, params: QueryParams, options: CallOptions<S>) {
      return send('POST', url(path, params), { kind: 'none' }, options);
    },
    /** POST multipart form data (e.g. file uploads). */
    postForm<S extends z.ZodType>(
      path: string,
      fields: FormFields | FormData,
      options: CallOptions<S>,
    ) {
      return send('POST', url(path), { kind: 'form', value: toFormData(fields) }, options);
    },
    /** POST a JSON body. */
    postJson<S extends z.ZodType>(path: string, body: unknown, options: CallOptions<S>) {
      return send('POST', url(path), { kind: 'json', value: body }, options);
    },
    /** DELETE with query parameters. */
    delete<S extends z.ZodType>(path: string, params: QueryParams, options: CallOptions<S>) {
      return send('DELETE', url(path, params), { kind: 'none' }, options);
    },
    /** POST a JSON body plus query parameters. */
    postJsonWithParams<S extends z.ZodType>(
      path: string,
      body: unknown,
      params: QueryParams,
      options: CallOptions<S>,
    ) {
      return send('POST', url(path, params), { kind: 'json', value: body }, options);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
