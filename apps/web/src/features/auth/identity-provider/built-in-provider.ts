import { IDENTITY_CONFIRM_PATH, IDENTITY_SEND_CODE_PATH } from '@lumus/contract/auth/auth-paths';
import {
  providerConfirmResponseSchema,
  providerSendCodeResponseSchema,
} from '@lumus/contract/auth/identity-provider';
import { api } from '../../../lib/api/api';
import { apiPath } from '../../../lib/session/api-path';
import type { ProviderIdentity } from './provider-session';

/** The server's own identity provider: texts a 6-digit code, answers its verification id. */
export async function builtInSendCode(phoneNumber: string): Promise<string> {
  const response = await api.postJson(
    apiPath(IDENTITY_SEND_CODE_PATH),
    { phoneNumber },
    { schema: providerSendCodeResponseSchema },
  );
  if (response.data === undefined) throw new Error(response.reason ?? '');
  return response.data.verificationId;
}

/** Confirms the code; the answer is an id token signed by the provider's key. */
export async function builtInConfirm(
  verificationId: string,
  code: string,
): Promise<ProviderIdentity> {
  const response = await api.postJson(
    apiPath(IDENTITY_CONFIRM_PATH),
    { verificationId, code },
    { schema: providerConfirmResponseSchema },
  );
  if (response.data === undefined) throw new Error(response.reason ?? '');
  return { idToken: response.data.idToken, uid: response.data.uid };
}
