import { builtInConfirm, builtInSendCode } from './built-in-provider';
import {
  firebaseSendCode,
  type FirebaseConfirmation,
  type FirebaseWebConfig,
} from './firebase-phone';

export interface ProviderIdentity {
  idToken: string;
  uid: string;
}

/**
 * The pending confirmation of the identity-provider path, kept globally (spec §7) so it survives
 * the phone popup closing and the Verify Phone modal opening.
 */
type Pending =
  | { kind: 'built-in'; verificationId: string }
  | { kind: 'firebase'; confirmation: FirebaseConfirmation };

let pending: Pending | null = null;

/** Sends the 6-digit code through Firebase when configured, else the built-in provider. */
export async function providerSendCode(
  phoneNumber: string,
  firebase: FirebaseWebConfig | null,
): Promise<void> {
  pending =
    firebase === null
      ? { kind: 'built-in', verificationId: await builtInSendCode(phoneNumber) }
      : { kind: 'firebase', confirmation: await firebaseSendCode(firebase, phoneNumber) };
}

/** Confirms the code with the provider; null when nothing is pending (spec §8's own message). */
export async function providerConfirm(code: string): Promise<ProviderIdentity | null> {
  if (pending === null) return null;
  return pending.kind === 'built-in'
    ? builtInConfirm(pending.verificationId, code)
    : pending.confirmation.confirm(code);
}
