/** Paths served outside the calls of `auth-calls.ts`: key sets for id-token checks. */
export const IDENTITY_JWKS_PATH = '/api/identity/jwks.json';
export const DEV_GOOGLE_JWKS_PATH = '/api/dev/google/jwks.json';
