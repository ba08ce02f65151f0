import type { SupportConversation } from '@lumus/contract/support/support';

/**
 * When the user last looked at each conversation, per account, in this browser: the badge on
 * "Help & support" counts answers from the team that came after that. Kept locally because a
 * look is not an event the team needs; another device shows the answer as new once more.
 */
const PREFIX = 'lumus.supportSeen.';

type Seen = Record<string, string>;

function read(userId: string): Seen {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PREFIX + userId) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Seen) : {};
  } catch {
    return {};
  }
}

/** Marks a conversation seen as of its latest change (an answer after it makes it new again). */
export function markSupportSeen(
  userId: string,
  conversation: Pick<SupportConversation, 'id' | 'updatedAt'>,
) {
  const seen = read(userId);
  if (seen[conversation.id] === conversation.updatedAt) return;
  seen[conversation.id] = conversation.updatedAt;
  try {
    localStorage.setItem(PREFIX + userId, JSON.stringify(seen));
  } catch {
    // Storage full or blocked: the badge just stays until the user replies.
  }
}

/** Conversations where the team answered last and the user has not looked since. */
export function unreadSupportCount(
  userId: string,
  conversations: readonly Pick<SupportConversation, 'id' | 'status' | 'updatedAt'>[],
): number {
  const seen = read(userId);
  return conversations.filter((conversation) => {
    if (conversation.status !== 'waiting_for_user') return false;
    const last = seen[conversation.id];
    return last === undefined || Date.parse(last) < Date.parse(conversation.updatedAt);
  }).length;
}
