import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import {
  JOIN_QUERY,
  CONSOLE_PAGE_PATH,
  callRoomPagePath,
  chatRoomPagePath,
  pageIn,
  profilePagePath,
} from '@lumus/contract/push/push-pages';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { Database } from '../../lib/db/database';
import { consultants } from '../catalogue/catalogue-tables';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { chatPageVisibleHere, chatPageVisibleToOther, consolePageVisible } from './page-visibility';
import { pushServiceOf, type Delivery } from './push-service';
import { PUSH_TEXTS, preview } from './push-texts';
import { favourites } from './push-tables';

/*
 * The moments that notify. Each is called in one line from where the moment happens, after
 * its change is stored, and returns at once: the sending runs on its own (`later`), so a slow or
 * failing push service never delays or fails the chat action.
 */

type NoticeDeps = Readonly<{ db: Database; io: Server; clock: () => Date }>;

// The user has QUEUE_TOKEN_TTL_SECONDS to join; an "accepted" a minute late is more noise than use.
const ACCEPTED: Delivery = { ttlSeconds: 60, urgency: 'high' };
const MESSAGE: Delivery = { ttlSeconds: 300, urgency: 'high' };
const ONLINE: Delivery = { ttlSeconds: 900, urgency: 'normal' };
const REQUEST: Delivery = { ttlSeconds: 120, urgency: 'high' };
// An answer from the team keeps for a day: it matters whenever the user reads it.
const SUPPORT: Delivery = { ttlSeconds: 86_400, urgency: 'normal' };

/** At most one "is online" notice per psychic and user in this long. */
export const ONLINE_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function orderParties(db: Database, chatId: number) {
  const [row] = await db
    .select({
      userId: chatOrders.userId,
      consultantId: chatOrders.consultantId,
      kind: chatOrders.kind,
      consultantUserId: consultants.userId,
      psychic: consultants.displayName,
      userName: users.name,
    })
    .from(chatOrders)
    .innerJoin(consultants, eq(consultants.id, chatOrders.consultantId))
    .innerJoin(users, eq(users.id, chatOrders.userId))
    .where(eq(chatOrders.id, chatId));
  return row;
}

/** Your psychic accepted your request: with a Join button that opens the chat and joins it. */
export function notifyAccepted(deps: NoticeDeps, chatId: number): void {
  const push = pushServiceOf(deps.io);
  push?.later('accepted', async () => {
    const order = await orderParties(deps.db, chatId);
    if (order === undefined) return;
    const call = order.kind === 'call';
    // A call is joined on its own screen, which asks for the microphone and connects the audio.
    const room = (call ? callRoomPagePath : chatRoomPagePath)(order.consultantId, chatId);
    await push.send(
      order.userId,
      'accepted',
      (language) => {
        const texts = PUSH_TEXTS[language];
        return {
          kind: 'accepted',
          title: (call ? texts.acceptedCallTitle : texts.acceptedTitle)(order.psychic),
          body: call ? texts.acceptedCallBody : texts.acceptedBody,
          url: pageIn(language, room),
          tag: `chat-${chatId}`,
          join: { title: texts.join, url: pageIn(language, `${room}?${JOIN_QUERY}`) },
        };
      },
      ACCEPTED,
    );
  });
}

/**
 * A new message, to the other side, unless their chat page is open and visible. Most messages are
 * read as they come: a visible page on this instance is known without asking anyone, and a message
 * read within a moment needs no push and no question to the other instances (decision 056).
 */
export function notifyChatMessage(
  deps: NoticeDeps,
  message: ChatMessage,
  senderUserId: number,
): void {
  const push = pushServiceOf(deps.io);
  if (push === undefined || chatPageVisibleHere(deps.io, message.chatId, senderUserId)) return;
  push.whenUnread(message, async () => {
    if (await chatPageVisibleToOther(deps.io, message.chatId, senderUserId)) return;
    const order = await orderParties(deps.db, message.chatId);
    if (order === undefined) return;
    const toConsultant = message.senderRole === 'user';
    const recipient = toConsultant ? order.consultantUserId : order.userId;
    if (recipient === null) return;
    const room = chatRoomPagePath(order.consultantId, message.chatId);
    await push.send(
      recipient,
      'message',
      (language) => {
        const texts = PUSH_TEXTS[language];
        const from = toConsultant ? (order.userName ?? texts.someone) : order.psychic;
        return {
          kind: 'message',
          title: texts.messageTitle(from),
          body: preview(message.text),
          // The psychic answers in the console, which shows the running chat.
          url: pageIn(language, toConsultant ? CONSOLE_PAGE_PATH : room),
          tag: `chat-${message.chatId}`,
        };
      },
      MESSAGE,
    );
  });
}

/**
 * The psychic is online: to each follower not told about them within a day. The claim is one
 * conditional update per follower, so two instances (or a psychic going on and off) send one.
 */
export function notifyConsultantOnline(deps: NoticeDeps, consultantId: number): void {
  const push = pushServiceOf(deps.io);
  push?.later('online', async () => {
    const now = deps.clock();
    const since = new Date(now.getTime() - ONLINE_NOTICE_INTERVAL_MS);
    const [psychic] = await deps.db
      .select({ name: consultants.displayName, slug: consultants.slug })
      .from(consultants)
      .where(eq(consultants.id, consultantId));
    if (psychic === undefined) return;
    const claimed = await deps.db
      .update(favourites)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(favourites.consultantId, consultantId),
          or(isNull(favourites.notifiedAt), lt(favourites.notifiedAt, since)),
        ),
      )
      .returning({ userId: favourites.userId });
    for (const { userId } of claimed) {
      await push.send(
        userId,
        'online',
        (language) => {
          const texts = PUSH_TEXTS[language];
          return {
            kind: 'online',
            title: texts.onlineTitle(psychic.name),
            body: texts.onlineBody,
            url: pageIn(language, profilePagePath(psychic.slug)),
            tag: `online-${consultantId}`,
          };
        },
        ONLINE,
      );
    }
  });
}

/** A new chat or call request, to the psychic, unless one of their console pages is open and visible. */
export function notifyChatRequest(deps: NoticeDeps, chatId: number): void {
  const push = pushServiceOf(deps.io);
  push?.later('request', async () => {
    const order = await orderParties(deps.db, chatId);
    if (order?.consultantUserId == null) return;
    if (await consolePageVisible(deps.io, order.consultantId)) return;
    await push.send(
      order.consultantUserId,
      'request',
      (language) => {
        const texts = PUSH_TEXTS[language];
        return {
          kind: 'request',
          title: order.kind === 'call' ? texts.callRequestTitle : texts.requestTitle,
          body: (order.kind === 'call' ? texts.callRequestBody : texts.requestBody)(
            order.userName ?? texts.someone,
          ),
          url: pageIn(language, CONSOLE_PAGE_PATH),
          tag: `request-${chatId}`,
        };
      },
      REQUEST,
    );
  });
}

/** The team answered a support conversation: to its user, opening the conversation. */
export function notifySupportReply(
  deps: Pick<NoticeDeps, 'io'>,
  reply: Readonly<{ userId: number; conversationId: number; text: string; image: boolean }>,
): void {
  const push = pushServiceOf(deps.io);
  push?.later('support', async () => {
    const page = `/support/${reply.conversationId}`;
    await push.send(
      reply.userId,
      'support',
      (language) => ({
        kind: 'support',
        title: PUSH_TEXTS[language].supportTitle,
        // An image sent alone still says what came.
        body:
          reply.text === '' && reply.image
            ? PUSH_TEXTS[language].supportImage
            : preview(reply.text),
        url: pageIn(language, page),
        tag: `support-${reply.conversationId}`,
      }),
      SUPPORT,
    );
  });
}
