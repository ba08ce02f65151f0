import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import type { ChatConfig } from './chat-env';

export type ChatDeps = Readonly<{
  db: Database;
  io: RealtimeServer;
  clock: () => Date;
  config: ChatConfig;
}>;
