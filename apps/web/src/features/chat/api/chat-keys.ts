/** Query keys of the paid chat, so mutations can refresh the waitlist they changed. */
export const chatKeys = {
  all: ['chat'] as const,
  latestWaitlist: (userId: string | null) => [...chatKeys.all, 'latest-waitlist', userId] as const,
};
