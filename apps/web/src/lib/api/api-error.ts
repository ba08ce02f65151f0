/**
 * Every failed call rejects with an ApiError, except a call the caller aborted itself, which
 * rejects with the caller's abort reason (so TanStack Query treats it as a cancellation).
 * - http: the server answered with a non-2xx status; `reason` is the server's `reason` field.
 * - timeout: no complete answer within the client timeout (spec §7: 10 s).
 * - network: the request never got an answer (offline, DNS, connection refused).
 * - invalid-response: the answer did not match the schema the caller expects.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status, 0 when there was no HTTP answer. */
    readonly status: number,
    readonly reason: string,
    /** The parsed response body, when there was one, for callers that need more than `reason`. */
    readonly body?: unknown,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
