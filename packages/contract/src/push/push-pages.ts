import { encodeAstroId } from '../catalogue/astro-id';
import type { Language } from '../constants';

// The pages a notification opens. The server writes them into push messages and the web app
// links to them, so both build them here.

/** The chat room (spec §2 `chat-with-psychic/start/{encodedAstroId}/{encodedChatId}`). */
export function chatRoomPagePath(consultantId: number, chatId: number): string {
  return `/chat-with-psychic/start/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`;
}

/** The voice-call screen of a call request (ours): `call-with-psychic/start/{astroId}/{chatId}`. */
export function callRoomPagePath(consultantId: number, chatId: number): string {
  return `/call-with-psychic/start/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`;
}

/** The call intake form (the Call button's flow): `call-with-psychic/intake-form/{astroId}`. */
export function callIntakePagePath(consultantId: number): string {
  return `/call-with-psychic/intake-form/${encodeAstroId(consultantId)}`;
}

/** The query that makes the chat room join an accepted request at once (the Join action). */
export const JOIN_QUERY = 'join=1';

export const CONSOLE_PAGE_PATH = '/console';
export const FAVOURITES_PAGE_PATH = '/favourites';
export const NOTIFICATION_SETTINGS_PAGE_PATH = '/notification-settings';

export function profilePagePath(slug: string): string {
  return `/profile/${encodeURIComponent(slug)}`;
}

/** A language-neutral path in a language: German pages live under `/de` (spec §2). */
export function pageIn(language: Language, path: string): string {
  return language === 'de' ? `/de${path}` : path;
}
