import type { z } from 'zod';
import type { Call, CallMethod } from './call';

/** A request for a call, for clients that talk plain HTTP: tests (`app.inject`, `fetch`). */
export type CallRequest = Readonly<{
  method: CallMethod;
  /** Path with the query string, `/api/...`. */
  url: string;
  headers: Readonly<Record<string, string>>;
  body: string | undefined;
}>;

type Field = string | number | boolean | null | undefined;

function text(fields: Readonly<Record<string, unknown>>): Record<string, string> {
  const entries = Object.entries(fields).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value as Field)]));
}

/**
 * The request the web client would send for `call`: its first method (or `method`) and its
 * encoding. Multipart is sent urlencoded (the server reads both the same way), since a test's
 * fields are plain values.
 */
export function callRequest<Input extends z.ZodObject>(
  call: Call<Input>,
  input: z.input<Input>,
  method?: CallMethod,
): CallRequest {
  const fields = input as Readonly<Record<string, unknown>>;
  const chosen = method ?? call.methods[0] ?? 'GET';
  if (call.encoding === 'query' || chosen === 'GET') {
    const query = new URLSearchParams(text(fields)).toString();
    return {
      method: chosen,
      url: query === '' ? call.path : `${call.path}?${query}`,
      headers: {},
      body: undefined,
    };
  }
  if (call.encoding === 'json') {
    return {
      method: chosen,
      url: call.path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    };
  }
  return {
    method: chosen,
    url: call.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(text(fields)).toString(),
  };
}
