import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import { chatRoomPagePath } from '@lumus/contract/push/push-pages';

/** The chat room (spec §2 `chat-with-psychic/start/{encodedAstroId}/{encodedChatId}`). */
export function chatRoomPath(consultantId: number, chatId: number): string {
  return chatRoomPagePath(consultantId, chatId);
}

/** The intake page, which shows the open request's waitlist and its join button. */
export function waitlistPath(consultantId: number): string {
  return `/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`;
}
