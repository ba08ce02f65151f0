import type { Agent } from 'node:https';
import type { PushKind } from '@lumus/contract/push/push-calls';
import type { PushPayload } from '@lumus/contract/push/push-payload';
import type { Language } from '@lumus/contract/constants';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { Database } from '../../lib/db/database';
import { sessions } from '../auth/auth-tables';
import type { VapidKeys } from './push-env';
import { pushSettings, pushSubscriptions } from './push-tables';
import { unreadWait, type MessageRef } from './unread-wait';

/** How long a push service keeps an undelivered message, and how eagerly it wakes the device. */
export type Delivery = Readonly<{ ttlSeconds: number; urgency: 'high' | 'normal' | 'low' }>;

export type PushService = Readonly<{
  publicKey: () => Promise<string>;
  /**
   * Sends one notice to every live subscription of the user (unless they turned the kind off),
   * written in each subscription's language. Returns how many push services accepted it.
   */
  send: (
    userId: number,
    kind: PushKind,
    write: (language: Language) => PushPayload,
    delivery: Delivery,
  ) => Promise<number>;
  /** Runs a notice's work without anyone waiting for it; a failure is logged, never thrown. */
  later: (what: string, work: () => Promise<unknown>) => void;
  /** As `later`, for a chat message still unread after a short wait (decision 056). */
  whenUnread: (message: MessageRef, work: () => Promise<unknown>) => void;
  /** Settles when every `later` work started so far has finished (tests, shutdown). */
  idle: () => Promise<void>;
}>;

export type PushServiceDeps = Readonly<{
  db: Database;
  clock: () => Date;
  vapidKeys: () => Promise<VapidKeys>;
  vapidSubject: string;
  log: FastifyBaseLogger;
  /** TLS agent for the push services; tests trust their loopback receiver's certificate here. */
  agent?: Agent | undefined;
  unreadWaitMs: number;
}>;

/** Push services answer 404 or 410 for a subscription the browser has given up (RFC 8030 §7.3). */
const GONE = new Set([404, 410]);
const SEND_TIMEOUT_MS = 10_000;

export function createPushService(deps: PushServiceDeps): PushService {
  const pending = new Set<Promise<unknown>>();

  const send: PushService['send'] = async (userId, kind, write, delivery) => {
    const [settings] = await deps.db
      .select()
      .from(pushSettings)
      .where(eq(pushSettings.userId, userId));
    if (settings !== undefined && !settings[kind]) return 0;
    // Only subscriptions of sessions still signed in: a device logged out elsewhere gets nothing.
    const rows = await deps.db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        language: pushSubscriptions.language,
      })
      .from(pushSubscriptions)
      .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, deps.clock()),
        ),
      );
    if (rows.length === 0) return 0;
    const keys = await deps.vapidKeys();
    // Loaded with the first notice rather than at every start (decision 054).
    const { default: webpush, WebPushError } = await import('web-push');
    const results = await Promise.all(
      rows.map(async (row) => {
        try {
          await webpush.sendNotification(
            { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
            JSON.stringify(write(row.language)),
            {
              vapidDetails: { subject: deps.vapidSubject, ...keys },
              TTL: delivery.ttlSeconds,
              urgency: delivery.urgency,
              timeout: SEND_TIMEOUT_MS,
              ...(deps.agent === undefined ? {} : { agent: deps.agent }),
            },
          );
          return 1;
        } catch (error) {
          if (error instanceof WebPushError && GONE.has(error.statusCode)) {
            // Only this row as it was: the endpoint may have been saved again meanwhile.
            await deps.db
              .delete(pushSubscriptions)
              .where(
                and(eq(pushSubscriptions.id, row.id), eq(pushSubscriptions.endpoint, row.endpoint)),
              );
            return 0;
          }
          deps.log.warn({ err: error, kind, userId }, 'push message not sent');
          return 0;
        }
      }),
    );
    return results.reduce<number>((sum, n) => sum + n, 0);
  };

  const later: PushService['later'] = (what, work) => {
    const running = work().catch((error: unknown) => {
      deps.log.error({ err: error }, `push notice failed: ${what}`);
    });
    pending.add(running);
    void running.finally(() => pending.delete(running));
  };

  const waitForRead = unreadWait(deps.db, deps.unreadWaitMs);

  return {
    publicKey: async () => (await deps.vapidKeys()).publicKey,
    send,
    later,
    whenUnread: (message, work) => {
      later('message', () => waitForRead(message, work));
    },
    idle: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/**
 * The push service of the app that owns an `io` server. The moments that notify (an accepted
 * request, a message, a status change, a new request) happen deep in chat and catalogue code that
 * already holds `{ db, io }`; looking the service up by `io` keeps each hook one line instead of
 * threading a new dependency through every caller. No service (a test app built without push):
 * nothing is sent.
 */
const services = new WeakMap<Server, PushService>();

export function attachPushService(io: Server, service: PushService): void {
  services.set(io, service);
}

export function pushServiceOf(io: Server): PushService | undefined {
  return services.get(io);
}
