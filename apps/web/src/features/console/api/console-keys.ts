/** Query keys of the consultant console; socket events invalidate them to refetch. */
export const consoleKeys = {
  all: ['console'] as const,
  queue: (userId: string | null) => [...consoleKeys.all, 'queue', userId] as const,
  history: (userId: string | null) => [...consoleKeys.all, 'history', userId] as const,
  status: (consultantId: number) => [...consoleKeys.all, 'status', consultantId] as const,
  transcript: (chatId: number) => [...consoleKeys.all, 'transcript', chatId] as const,
  summary: (userId: string | null) => [...consoleKeys.all, 'summary', userId] as const,
  reviews: (userId: string | null) => [...consoleKeys.all, 'reviews', userId] as const,
  profile: (userId: string | null) => [...consoleKeys.all, 'profile', userId] as const,
  callSettings: (userId: string | null) => [...consoleKeys.all, 'call-settings', userId] as const,
};
