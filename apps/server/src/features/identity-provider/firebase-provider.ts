import { createRemoteJWKSet } from 'jose';
import type { FirebaseConfig } from '../../config-sign-in';
import type { IdentityProvider } from './identity-provider';

const SECURETOKEN_JWKS_URL = new URL(
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
);

/** Firebase Authentication id tokens: Google's securetoken keys, issuer and audience per project. */
export function createFirebaseProvider(config: FirebaseConfig): IdentityProvider {
  return {
    kind: 'firebase',
    trusted: {
      keys: createRemoteJWKSet(SECURETOKEN_JWKS_URL),
      issuer: `https://securetoken.google.com/${config.projectId}`,
      audience: config.projectId,
      algorithms: ['RS256'],
    },
    firebase: config,
  };
}
