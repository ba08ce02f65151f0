import type { Server } from 'socket.io';
import type { Database } from '../../lib/db/database';
import type { ChatConfig } from './chat-env';

export type ChatDeps = Readonly<{
  db: Database;
  io: Server;
  clock: () => Date;
  config: ChatConfig;
}>;
