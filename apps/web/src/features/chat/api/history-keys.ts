/** Query keys of the order history and transcripts, per signed-in user. */
export const historyKeys = {
  all: ['chat-history'] as const,
  lists: (userId: string | null) => [...historyKeys.all, userId, 'list'] as const,
  list: (userId: string | null, consultantId: number | null) =>
    [...historyKeys.lists(userId), consultantId] as const,
  item: (userId: string | null, chatId: number) =>
    [...historyKeys.all, userId, 'item', chatId] as const,
  order: (userId: string | null, chatId: number) =>
    [...historyKeys.all, userId, 'order', chatId] as const,
  messages: (userId: string | null, chatId: number) =>
    [...historyKeys.all, userId, 'messages', chatId] as const,
  freeChat: (userId: string | null) => [...historyKeys.all, userId, 'free-chat'] as const,
};
