import type { FirebaseConfig } from '../../config-sign-in';
import type { IdTokenIssuer } from '../../lib/id-token/verify-id-token';

/**
 * Where phone id tokens come from on the alternative path (spec §4): Firebase when configured,
 * otherwise our built-in provider. Either way the login route only needs to know whom to trust.
 */
export type IdentityProvider = Readonly<{
  kind: 'built-in' | 'firebase';
  trusted: IdTokenIssuer;
  /** The web SDK config for Firebase; null for the built-in provider. */
  firebase: FirebaseConfig | null;
}>;
