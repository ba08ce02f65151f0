import { api } from '../../../lib/api/api';
import type { ProviderIdentity } from './provider-session';
import { identityConfirmCall, identitySendCodeCall } from '@lumus/contract/auth/auth-calls';

/** The server's own identity provider: texts a 6-digit code, answers its verification id. */
export async function builtInSendCode(phoneNumber: string): Promise<string> {
  const response = await api.call(identitySendCodeCall, { phoneNumber });
  if (response.data === undefined) throw new Error(response.reason ?? '');
  return response.data.verificationId;
}

/** Confirms the code; the answer is an id token signed by the provider's key. */
export async function builtInConfirm(
  verificationId: string,
  code: string,
): Promise<ProviderIdentity> {
  const response = await api.call(identityConfirmCall, { verificationId, code });
  if (response.data === undefined) throw new Error(response.reason ?? '');
  return { idToken: response.data.idToken, uid: response.data.uid };
}
