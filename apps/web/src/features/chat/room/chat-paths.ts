import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';

/** The chat room (spec §2 `chat-with-psychic/start/{encodedAstroId}/{encodedChatId}`). */
export function chatRoomPath(consultantId: number, chatId: number): string {
  return `/chat-with-psychic/start/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`;
}

/** The intake page, which shows the open request's waitlist and its join button. */
export function waitlistPath(consultantId: number): string {
  return `/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`;
}
