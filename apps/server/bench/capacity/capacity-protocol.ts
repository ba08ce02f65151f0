/**
 * What the capacity bench's processes tell each other: the orchestrator (`capacity-bench.ts`), the
 * seeder (`capacity-seed.ts`) and the load generators (`chat-load.ts`), over Node's IPC channel.
 */

/** One side of a chat as a load generator signs in: the account id and its bearer token. */
export type LoadSide = Readonly<{ id: number; token: string }>;

export type LoadChat = Readonly<{ chatId: number; user: LoadSide; psychic: LoadSide }>;

/** What the seeder writes: `sets` disjoint lists of live chats, one list per run. */
export type SeededChats = Readonly<{ sets: LoadChat[][] }>;

export type Pace = Readonly<{
  /** Each side sends one message this often. */
  messageEveryMs: number;
  /** Each side says "typing" this long before it sends (and "stopped" once sent). */
  typingMs: number;
}>;

export type ToLoad =
  | Readonly<{
      type: 'open';
      /** Socket.IO's path on the servers (`SOCKET_PATH`). */
      socketPath: string;
      /** Where users' sockets connect; psychics' go to `psychicUrl` (the same for one instance). */
      userUrl: string;
      psychicUrl: string;
      chats: readonly LoadChat[];
      pace: Pace;
    }>
  /** Messages sent from now on count for window `id`. */
  | Readonly<{ type: 'window-start'; id: number }>
  /** No more messages count for `id`; report on them after `drainMs` for late deliveries. */
  | Readonly<{ type: 'window-end'; id: number; drainMs: number }>
  | Readonly<{ type: 'close' }>;

export type WindowReport = Readonly<{
  id: number;
  /** Messages sent in the window (both sides). */
  sent: number;
  /** Of those, received by the other side by the end of the drain. */
  delivered: number;
  /** Send to arrival at the other side, ms, one per delivered message. */
  latencies: number[];
  /** When each of those was sent, ms after the window started (same order as `latencies`). */
  sentAt: number[];
  /** Acknowledgements refused or not answered within 10 s. */
  ackFailures: number;
  /** Sockets that dropped during the window. */
  disconnects: number;
  /** Typing and receipt events emitted in the window. */
  otherEvents: number;
}>;

export type FromLoad =
  | Readonly<{ type: 'opened'; chats: number; failures: number; firstFailure?: string }>
  | Readonly<{ type: 'report'; report: WindowReport }>;
