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
    // Loaded only when no keys are configured, on first use (decision 054).
    const text = await storedValue(db, 'vapid-keys', async () => {
      const { default: webpush } = await import('web-push');
      return JSON.stringify(webpush.generateVAPIDKeys());
    });
    const { publicKey, privateKey } = JSON.parse(text) as VapidKeys;
    return { publicKey, privateKey };
  });
}
