import webpush from 'web-push';
import type { Database } from '../../lib/db/database';
import { once, storedValue } from '../server-keys/server-keys';
import type { VapidKeys } from './push-env';

/**
 * The configured VAPID keys, or a pair generated on first use and kept in the database like the
 * JWT secret: every instance on one database signs with it, and browsers' subscriptions (made
 * for one public key) keep working across restarts.
 */
export function vapidKeysLoader(
  db: Database,
  configured: VapidKeys | undefined,
): () => Promise<VapidKeys> {
  return once(async () => {
    if (configured !== undefined) return configured;
    const text = await storedValue(db, 'vapid-keys', () =>
      Promise.resolve(JSON.stringify(webpush.generateVAPIDKeys())),
    );
    const { publicKey, privateKey } = JSON.parse(text) as VapidKeys;
    return { publicKey, privateKey };
  });
}
