/**
 * How long a psychic's chat, once read as in progress, is trusted to be for their typing flags:
 * longer than the pause between a psychic's messages, or every flag would ask again.
 */
export const TYPING_STANDING_MS = 30_000;

/**
 * A psychic's typing flag comes before nearly every message of theirs, and each asked the database
 * whether they may still act in the chat (console-suspension.ts). A chat in progress is open to
 * them even if suspended, so once one was read as in progress, the read is trusted for half a
 * minute (decision 056): at worst a typing flag reaches a chat that someone else ended within it.
 * Anything else (ended, refused) is read again next time, and so is a chat the socket itself ended.
 * A message of the psychic's stored in the chat is as good a read (only a chat in progress takes
 * one), so a psychic who writes more often than every half minute is not asked at all: at 5,000
 * chats the flags' reads were a third of the database's statements (decision 068). One per socket.
 */
export function typingStanding(
  /** Throws the refusal, or answers the chat's status. */
  read: (chatId: number) => Promise<string | undefined>,
  now: () => number,
): Readonly<{
  assert: (chatId: number) => Promise<void>;
  /** Known in progress now without asking: the socket's message was just stored in it. */
  inProgress: (chatId: number) => void;
  forget: (chatId: number) => void;
}> {
  const inProgressUntil = new Map<number, number>();
  return {
    assert: async (chatId) => {
      if ((inProgressUntil.get(chatId) ?? 0) > now()) return;
      inProgressUntil.delete(chatId);
      const status = await read(chatId);
      if (status === 'active') inProgressUntil.set(chatId, now() + TYPING_STANDING_MS);
    },
    inProgress: (chatId) => {
      inProgressUntil.set(chatId, now() + TYPING_STANDING_MS);
    },
    forget: (chatId) => {
      inProgressUntil.delete(chatId);
    },
  };
}
