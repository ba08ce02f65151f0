import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import type { SessionKind } from '@lumus/contract/chat/chat-order';
import {
  callIntakePagePath,
  callRoomPagePath,
  chatRoomPagePath,
} from '@lumus/contract/push/push-pages';

/** The chat room (spec §2 `chat-with-psychic/start/{encodedAstroId}/{encodedChatId}`). */
export function chatRoomPath(consultantId: number, chatId: number): string {
  return chatRoomPagePath(consultantId, chatId);
}

/** The intake page, which shows the open request's waitlist and its join button. */
export function waitlistPath(consultantId: number): string {
  return `/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`;
}

/** Where a session of this kind runs: the chat room or the call screen. */
export function sessionRoomPath(kind: SessionKind, consultantId: number, chatId: number): string {
  return kind === 'call'
    ? callRoomPagePath(consultantId, chatId)
    : chatRoomPath(consultantId, chatId);
}

/** The intake page of this kind, where a waiting request of it is followed and joined. */
export function sessionWaitlistPath(kind: SessionKind, consultantId: number): string {
  return kind === 'call' ? callIntakePagePath(consultantId) : waitlistPath(consultantId);
}
