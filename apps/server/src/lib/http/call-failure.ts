/**
 * Thrown by a handler to answer `{ status: 'fail', reason }` with an HTTP status. The reason is
 * shown to users, so it must be safe and readable; anything else thrown becomes a generic 500.
 */
export class CallFailure extends Error {
  override name = 'CallFailure';
  readonly statusCode: number;

  constructor(statusCode: number, reason: string) {
    super(reason);
    this.statusCode = statusCode;
  }
}
