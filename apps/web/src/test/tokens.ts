/** Builds an unsigned JWT-shaped token (the client never verifies signatures) for tests. */
export function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** A token valid for an hour from now, for a signed-in user. */
export function validToken(sub = '7'): string {
  return makeToken({ sub, exp: Math.floor(Date.now() / 1000) + 3600 });
}
