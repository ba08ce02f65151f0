import { consultantRoom, userRoom } from '@lumus/contract/chat/chat-events';
import {
  callMediaSchema,
  sendCallSignalSchema,
  type CallSignalEvent,
} from '@lumus/contract/voice-call/call-signals';
import { CallFailure } from '../../lib/http/call-failure';
import { failure, isAnswer, parse } from '../chat/chat-socket';
import type { SessionDeps } from '../sessions/session-deps';
import { callForParty } from './call-access';
import { reportCallMedia } from './call-media';

/** Enough for an offer, an answer and every candidate of several ICE restarts; not a flood. */
export const SIGNAL_LIMIT = 200;
export const SIGNAL_WINDOW_MS = 10_000;

const REASON_SIGN_IN = 'Sign in to call: the socket has no valid token.';
const REASON_TOO_MANY = 'Too many call signals; please slow down.';

/** Counts a socket's signals per fixed window; true while the socket is within the limit. */
function signalBudget(clock: () => Date): () => boolean {
  let windowStart = 0;
  let used = 0;
  return () => {
    const now = clock().getTime();
    if (now - windowStart >= SIGNAL_WINDOW_MS) {
      windowStart = now;
      used = 0;
    }
    used += 1;
    return used <= SIGNAL_LIMIT;
  };
}

/**
 * The voice call's socket events (contract: voice-call/call-signals.ts). The chat socket's
 * handshake middleware has already checked the token and joined the personal rooms; this adds
 * `call:signal` (relayed to the other party's personal room, so every open socket of that side
 * hears it on any instance) and `call:media` (billing follows both sides' audio).
 */
export function registerCallSocket(deps: Pick<SessionDeps, 'db' | 'io' | 'clock'>): void {
  deps.io.on('connection', (socket) => {
    const { userId } = socket.data;
    const withinBudget = signalBudget(deps.clock);

    const answer = <R extends object>(
      args: readonly unknown[],
      run: (userId: number, payload: unknown) => Promise<R>,
    ): void => {
      const last: unknown = args.at(-1);
      const ack = isAnswer<R>(last) ? last : undefined;
      void (async () => {
        try {
          // A guest or anonymous socket is not a party of any call: refused like a stranger.
          if (userId === undefined) throw new CallFailure(403, REASON_SIGN_IN);
          const result = await run(userId, args[0]);
          ack?.({ ok: true, ...result });
        } catch (error) {
          try {
            ack?.(failure(error));
          } catch {
            ack?.({ ok: false, status: 400, reason: 'Something went wrong.' });
          }
        }
      })();
    };

    socket.on('call:signal', (...args) => {
      answer(args, async (who, payload) => {
        const { chatId, signal } = parse(sendCallSignalSchema, payload);
        if (!withinBudget()) throw new CallFailure(409, REASON_TOO_MANY);
        const { row, side } = await callForParty(deps.db, chatId, who, [
          'accepted_by_consultant',
          'active',
        ]);
        const event: CallSignalEvent = { chatId, from: side, signal };
        const to = side === 'user' ? consultantRoom(row.consultantId) : userRoom(row.userId);
        deps.io.to(to).emit('call:signal', event);
        return {};
      });
    });

    socket.on('call:media', (...args) => {
      answer(args, async (who, payload) => {
        const { chatId, connected } = parse(callMediaSchema, payload);
        const { side } = await callForParty(deps.db, chatId, who, ['active']);
        return { order: await reportCallMedia(deps, { chatId, side, connected }) };
      });
    });
  });
}
