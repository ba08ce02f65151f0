import { z } from 'zod';
import { wholeNumberEnv } from '../../lib/env/whole-number-env';

/*
 * The web push part of the environment. `config.ts` merges this shape into its one schema and stays
 * the only reader of `process.env`.
 */

// A P-256 public key is 65 bytes (87 base64url characters), the private one 32 (43).
const base64url = (length: number, what: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${length}}$`), {
    error: `must be the ${what} as base64url (${length} characters, e.g. from \`npx web-push generate-vapid-keys\`)`,
  });

export const pushEnvShape = {
  VAPID_PUBLIC_KEY: base64url(87, 'P-256 public key').optional(),
  VAPID_PRIVATE_KEY: base64url(43, 'P-256 private key').optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'must be a mailto: or https: URL' })
    .optional(),
  PUSH_UNREAD_WAIT_MS: wholeNumberEnv(0, 60_000, 3_000),
};

type PushEnv = z.output<z.ZodObject<typeof pushEnvShape>>;

export type VapidKeys = Readonly<{ publicKey: string; privateKey: string }>;

export type PushConfig = Readonly<{
  /** Configured keys; undefined means "generate once and keep in the database". */
  vapidKeys: VapidKeys | undefined;
  /** Who push services may contact about our messages (RFC 8292 `sub`). */
  vapidSubject: string;
  /** How long a chat message waits for its read receipt before it is pushed (decision 056). */
  unreadWaitMs: number;
}>;

/** A problem that names the variable, or undefined. */
export function checkPushEnv(e: PushEnv): string | undefined {
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together';
  }
  return undefined;
}

export function pushConfigFrom(e: PushEnv, publicUrl: string | undefined): PushConfig {
  const vapidKeys =
    e.VAPID_PUBLIC_KEY !== undefined && e.VAPID_PRIVATE_KEY !== undefined
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : undefined;
  // An https public URL is a contact push services accept; without one, a placeholder address.
  const fallback =
    publicUrl?.startsWith('https://') === true ? publicUrl : 'mailto:push@lumus.invalid';
  return {
    vapidKeys,
    vapidSubject: e.VAPID_SUBJECT ?? fallback,
    unreadWaitMs: e.PUSH_UNREAD_WAIT_MS,
  };
}
