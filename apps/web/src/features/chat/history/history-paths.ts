import { decodeAstroId, encodeAstroId } from '@lumus/contract/catalogue/astro-id';

/** `order-history/chat/{encodedAstroId}/{encodedChatId?}`; ids are encoded like the astro id. */
export function chatHistoryPath(consultantId: number, chatId?: number): string {
  const base = `/order-history/chat/${encodeAstroId(consultantId)}`;
  return chatId === undefined ? base : `${base}/${encodeAstroId(chatId)}`;
}

export type TranscriptRoute =
  | { kind: 'bad-link' }
  | { kind: 'consultant'; consultantId: number }
  | { kind: 'chat'; consultantId: number; chatId: number };

/** What the transcript route's segments ask for; anything undecodable is a bad link. */
export function parseTranscriptRoute(
  encodedAstroId: string | undefined,
  encodedChatId: string | undefined,
): TranscriptRoute {
  const consultantId = encodedAstroId === undefined ? null : decodeAstroId(encodedAstroId);
  if (consultantId === null) return { kind: 'bad-link' };
  if (encodedChatId === undefined || encodedChatId === '') {
    return { kind: 'consultant', consultantId };
  }
  const chatId = decodeAstroId(encodedChatId);
  return chatId === null ? { kind: 'bad-link' } : { kind: 'chat', consultantId, chatId };
}
