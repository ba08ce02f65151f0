import type { IceConfig, IceServer } from '@lumus/contract/voice-call/call-calls';
import { createHmac } from 'node:crypto';
import type { SessionSide } from '../sessions/session-lifecycle';
import type { CallConfig } from './call-env';

/**
 * coturn's REST credentials (`use-auth-secret`): the username is `<expiry unix seconds>:<name>`,
 * the password base64(HMAC-SHA1(secret, username)). coturn recomputes it from the shared secret, so
 * nothing is stored, and a credential stops working at its expiry.
 */
export function turnCredential(
  secret: string,
  name: string,
  expiresAt: Date,
): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${name}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers for one party of one call, with TURN credentials made for them only. */
export function iceConfigFor(
  config: CallConfig,
  call: Readonly<{ chatId: number; side: SessionSide; now: Date }>,
): IceConfig {
  const iceServers: IceServer[] = [];
  if (config.stunUrls.length > 0) iceServers.push({ urls: [...config.stunUrls] });
  let expiresAt: Date | null = null;
  if (config.turnUrls.length > 0 && config.turnSecret !== undefined) {
    // Whole seconds, so the expiry told matches the one inside the username.
    const expiry = Math.floor(call.now.getTime() / 1000) + config.turnCredentialTtlSeconds;
    expiresAt = new Date(expiry * 1000);
    const name = `${call.chatId}-${call.side}`;
    iceServers.push({
      urls: [...config.turnUrls],
      ...turnCredential(config.turnSecret, name, expiresAt),
    });
  }
  return {
    iceServers,
    iceTransportPolicy: config.iceTransportPolicy,
    expiresAt: expiresAt?.toISOString() ?? null,
  };
}
