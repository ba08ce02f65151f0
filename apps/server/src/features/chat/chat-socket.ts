import {
  CHAT_ACK_STATUSES,
  chatRefSchema,
  chatRoom,
  consultantRoom,
  receiptSchema,
  sendMessageSchema,
  socketAuthSchema,
  syncSchema,
  typingSchema,
  userRoom,
  type ChatAck,
  type ChatAckFailure,
} from '@lumus/contract/chat/chat-events';
import { HEADER_AUTHORIZATION, HEADER_USER_ID } from '@lumus/contract/headers';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CallFailure } from '../../lib/http/call-failure';
import type { CallGuard } from '../../lib/http/call-guard';
import type { RealtimeSocket } from '../../lib/realtime/realtime';
import { consultantIdOfUser, orderForParticipant, type ChatSide } from './chat-access';
import type { SessionDeps } from '../sessions/session-deps';
import { endChat } from '../sessions/session-lifecycle';
import { markReceipt, messagesAfter, sendMessage } from './chat-messages';
import type { ConsultantPresence } from './consultant-presence';
import { loadOrder } from '../sessions/order-view';
import { atOnce, inTurn, type Turn } from './in-turn';
import { announceUnconfirmed } from './message-announce';
import { REASON_NOT_CONSULTANT } from './console-routes';
import { assertConsultantMayUseChat } from './console-suspension';
import { receiptPositions } from './receipt-positions';
import { typingStanding } from './typing-standing';

type Identity = Readonly<{ userId: number }>;
export type Answer<R> = (result: ChatAck<R>) => void;

const REASON_SIGN_IN = 'Sign in to chat: the socket has no valid token.';

/**
 * Runs the HTTP auth guard on the handshake's `{ token, id }`, so a socket is checked exactly like a
 * call (signature, expiry, revoked session, blocked user, id match). The guard reads only
 * `headers` and sets `user`, which is all the stand-in request carries.
 */
async function authenticate(
  socket: RealtimeSocket,
  guard: CallGuard,
): Promise<Identity | undefined> {
  const parsed = socketAuthSchema.safeParse(socket.handshake.auth);
  if (!parsed.success) return undefined;
  const probe = {
    headers: {
      [HEADER_AUTHORIZATION]: `Bearer ${parsed.data.token}`,
      [HEADER_USER_ID]: parsed.data.id,
    },
    user: null,
  } as unknown as FastifyRequest;
  try {
    await guard(probe);
  } catch {
    return undefined;
  }
  return probe.user === null ? undefined : { userId: probe.user.id };
}

/** A refusal as an acknowledgement; anything but a CallFailure is rethrown. */
export function failure(error: unknown): ChatAckFailure {
  if (error instanceof CallFailure) {
    const status = CHAT_ACK_STATUSES.find((code) => code === error.statusCode) ?? 400;
    return { ok: false, status, reason: error.message };
  }
  throw error;
}

/** An event's payload by its schema; a 400 when it does not fit. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new CallFailure(400, 'The event payload is not valid.');
  return result.data;
}

/**
 * Socket.IO passes what the client sent: the acknowledgement, when there is one, is the last
 * argument, whatever the event's type says (a client may leave out the payload or the ack).
 */
export function isAnswer<R>(value: unknown): value is Answer<R> {
  return typeof value === 'function';
}

/**
 * Chat over Socket.IO. Anonymous sockets (catalogue viewers) stay allowed; chat events need the
 * handshake token. Each event's last argument, when a function, is its acknowledgement.
 */
export function registerChatSocket(
  deps: SessionDeps,
  guard: CallGuard,
  presence: ConsultantPresence,
): void {
  // In a middleware, so the personal rooms are joined before the client hears 'connect': a push
  // sent right after it (an accepted request) is not missed, and 'connected' on the page is ready.
  deps.io.use((socket, next) => {
    authenticate(socket, guard)
      .then(async (who) => {
        if (who !== undefined) {
          await socket.join(userRoom(who.userId));
          const consultantId = await consultantIdOfUser(deps.db, who.userId);
          if (consultantId !== undefined) await socket.join(consultantRoom(consultantId));
        }
        if (who !== undefined) socket.data.userId = who.userId;
        next();
      })
      .catch((error: unknown) => {
        next(error instanceof Error ? error : new Error(String(error)));
      });
  });

  deps.io.on('connection', (socket) => {
    const { userId } = socket.data;
    const identity: Identity | undefined = userId === undefined ? undefined : { userId };

    // Who is on which side of an order never changes, so a socket asks the database once per chat
    // instead of on every message, typing flag and receipt. A suspension may have come since: a
    // psychic's every event still reads it, sends and receipts in their own statement
    // (chat-messages.ts), typing on its own, at most once in half a minute (typing-standing.ts).
    const sides = new Map<number, ChatSide>();
    const sideIn = async (chatId: number, userId: number): Promise<ChatSide> => {
      const known = sides.get(chatId);
      if (known !== undefined) return known;
      const { side } = await orderForParticipant(deps.db, chatId, userId);
      sides.set(chatId, side);
      return side;
    };

    // This socket's messages are stored one after another, in the order they came (issue 29).
    const sends = inTurn();
    const positions = receiptPositions();
    const typingCheck = typingStanding(
      (chatId) => assertConsultantMayUseChat(deps.db, chatId),
      () => deps.clock().getTime(),
    );
    /**
     * Runs an event for the signed-in user and answers its acknowledgement, if the client gave
     * one, with the result or the refusal. `args` are the listener's arguments, so the answer's
     * shape is the one the contract gives the event.
     */
    const answer = <R extends object>(
      args: readonly [unknown, Answer<R>] | readonly [unknown],
      run: (who: Identity, payload: unknown) => Promise<R>,
      turn: Turn = atOnce,
    ): void => {
      const last: unknown = args.at(-1);
      const ack = isAnswer<R>(last) ? last : undefined;
      void (async () => {
        const letGo = await turn();
        try {
          if (identity === undefined) throw new CallFailure(401, REASON_SIGN_IN);
          const result = await run(identity, args[0]);
          ack?.({ ok: true, ...result });
        } catch (error) {
          try {
            ack?.(failure(error));
          } catch {
            ack?.({ ok: false, status: 400, reason: 'Something went wrong.' });
          }
        } finally {
          letGo();
        }
      })();
    };

    socket.on('chat:join', (...args) => {
      answer(args, async (who, payload) => {
        const { chatId } = parse(chatRefSchema, payload);
        const { side } = await orderForParticipant(deps.db, chatId, who.userId);
        sides.set(chatId, side);
        await socket.join(chatRoom(chatId));
        return { order: await loadOrder(deps.db, chatId) };
      });
    });

    socket.on('chat:send', (...args) => {
      answer(
        args,
        async (who, payload) => {
          const input = parse(sendMessageSchema, payload);
          const side = await sideIn(input.chatId, who.userId);
          const { message, stored } = await sendMessage(deps, {
            ...input,
            senderUserId: who.userId,
            side,
            fromSocketId: socket.id,
          });
          // Only a chat in progress takes a new message: the psychic's typing flags need not ask.
          if (stored && side === 'consultant') typingCheck.inProgress(input.chatId);
          return { message };
        },
        sends,
      );
    });

    socket.on('chat:sync', (...args) => {
      answer(args, async (who, payload) => {
        const { chatId, afterSeq } = parse(syncSchema, payload);
        const { side } = await orderForParticipant(deps.db, chatId, who.userId);
        const messages = await messagesAfter(deps.db, chatId, afterSeq);
        announceUnconfirmed(deps.io, messages, side);
        return { messages };
      });
    });

    socket.on('chat:typing', (...args) => {
      answer(args, async (who, payload) => {
        const { chatId, typing } = parse(typingSchema, payload);
        const side = await sideIn(chatId, who.userId);
        if (side === 'consultant') await typingCheck.assert(chatId);
        socket.to(chatRoom(chatId)).emit('chat:typing', { chatId, role: side, typing });
        return {};
      });
    });

    for (const kind of ['delivered', 'read'] as const) {
      socket.on(`chat:${kind}`, (...args) => {
        answer(args, async (who, payload) => {
          const { chatId, seq } = parse(receiptSchema, payload);
          const side = await sideIn(chatId, who.userId);
          const after = positions.after(chatId, kind);
          const marked = await markReceipt(deps, { chatId, side, after, seq, kind });
          // To the room but this socket: the reader knows what it read; its other pages do not.
          if (marked !== undefined) {
            positions.marked(chatId, kind, marked.upTo);
            const at = marked.at.toISOString();
            socket.to(chatRoom(chatId)).emit('chat:receipt', { chatId, seq, kind, at, by: side });
          }
          return {};
        });
      });
    }

    // The console page says it is open; its socket going away is the psychic leaving (decision 025).
    socket.on('console:present', (...args) => {
      answer(args, async (who) => {
        const consultantId = await consultantIdOfUser(deps.db, who.userId);
        if (consultantId === undefined) throw new CallFailure(403, REASON_NOT_CONSULTANT);
        await presence.open(socket.id, consultantId);
        return {};
      });
    });
    socket.on('console:absent', (...args) => {
      answer(args, async () => {
        await presence.close(socket.id);
        return {};
      });
    });
    socket.on('disconnect', (reason) => {
      // The instance is stopping and closes the database right after its sockets: the page is
      // left as a crash would leave it, to the dead-instance check (decision 059).
      if (reason === 'server shutting down') return;
      presence.close(socket.id).catch(presence.onError);
    });

    socket.on('chat:end', (...args) => {
      answer(args, async (who, payload) => {
        const { chatId } = parse(chatRefSchema, payload);
        const { row, side } = await orderForParticipant(deps.db, chatId, who.userId);
        if (row.status !== 'active' && row.status !== 'ended') {
          throw new CallFailure(409, 'This chat is not active.');
        }
        await endChat(deps, chatId, side);
        typingCheck.forget(chatId);
        positions.forget(chatId);
        return { order: await loadOrder(deps.db, chatId) };
      });
    });
  });
}
