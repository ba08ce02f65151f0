import { z } from 'zod';
import type { ChatRole, ConversationMessage } from './conversation-state';

/**
 * Our unacknowledged messages survive a reload of the tab: they are kept per chat and side in
 * sessionStorage and sent again with the same client id, which the server stores only once.
 */
const unsentSchema = z.array(
  z.object({ clientId: z.string().min(1), text: z.string(), createdAt: z.string() }),
);
export type UnsentMessage = z.infer<typeof unsentSchema>[number];

function keyOf(chatId: number, role: ChatRole): string {
  return `lumus.chat.unsent.${role}.${chatId}`;
}

export function readUnsent(chatId: number, role: ChatRole): UnsentMessage[] {
  try {
    const raw = sessionStorage.getItem(keyOf(chatId, role));
    if (raw === null) return [];
    const parsed = unsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeUnsent(
  chatId: number,
  role: ChatRole,
  messages: readonly ConversationMessage[],
): void {
  const unsent = messages
    .filter((m) => m.senderRole === role && m.delivery === 'sending')
    .map(({ clientId, text, createdAt }) => ({ clientId, text, createdAt }));
  try {
    if (unsent.length === 0) sessionStorage.removeItem(keyOf(chatId, role));
    else sessionStorage.setItem(keyOf(chatId, role), JSON.stringify(unsent));
  } catch {
    // Storage full or blocked: the messages still go out while the tab stays open.
  }
}
