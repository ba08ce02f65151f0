/**
 * A client-side session as the web app stores it after login (spec §3 local storage keys).
 * The web decides routing on the token's `exp` alone (spec §4, §5), so the signature is fake:
 * these tests exercise routing, not the server's token checks.
 */
function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const SAMPLE_USER_ID = 4242;

export function jwtShapedToken(expiresInSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64Url({ alg: 'HS256', typ: 'JWT' });
  const payload = base64Url({
    sub: String(SAMPLE_USER_ID),
    id: SAMPLE_USER_ID,
    iat: now,
    exp: now + expiresInSeconds,
  });
  return `${header}.${payload}.${Buffer.from('e2e-not-a-real-signature').toString('base64url')}`;
}

/** localStorage entries of a signed-in user whose token expires `expiresInSeconds` from now. */
export function signedInStorage(expiresInSeconds: number): Record<string, string> {
  const token = jwtShapedToken(expiresInSeconds);
  const userData = {
    id: SAMPLE_USER_ID,
    name: 'Asha',
    lastName: 'Rao',
    gender: 'female',
    dob: '1994-03-21',
    timeOfBirth: '06:30',
    placeOfBirth: 'Pune',
    timeZone: 'Asia/Kolkata',
    email: 'asha@example.com',
    verifiedMobile: '+91 9876543210',
    isForeign: false,
    profile_pic: '',
    token,
  };
  return { jwt_token: token, userData: JSON.stringify(userData) };
}

export const ONE_HOUR_S = 3_600;
