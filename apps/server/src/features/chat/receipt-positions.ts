import type { ReceiptKind } from './chat-messages';

/**
 * How far one socket's receipts have marked each chat: every message of the other side up to the
 * position is delivered (or read) in the database, since a receipt marks all of them up to its seq
 * and nothing is ever unmarked. The next receipt starts there, so it walks the few messages since
 * instead of the chat's history (decision 070). A position is the highest seq a receipt actually
 * marked, never the seq a client claimed: a seq beyond the chat's last message would otherwise
 * skip the messages still to come. Each socket keeps its own; a new page starts from 0 once.
 */
export function receiptPositions() {
  const read = new Map<number, number>();
  const delivered = new Map<number, number>();
  return {
    after(chatId: number, kind: ReceiptKind): number {
      return (kind === 'read' ? read : delivered).get(chatId) ?? 0;
    },
    marked(chatId: number, kind: ReceiptKind, upTo: number): void {
      // A read marks the messages delivered as well.
      const moved = kind === 'read' ? [read, delivered] : [delivered];
      for (const positions of moved) {
        positions.set(chatId, Math.max(positions.get(chatId) ?? 0, upTo));
      }
    },
    forget(chatId: number): void {
      read.delete(chatId);
      delivered.delete(chatId);
    },
  };
}
