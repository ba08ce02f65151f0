import type { Server } from 'socket.io';
import type { Database } from '../../lib/db/database';
import type { WalletEvents } from '../wallet/wallet-events';
import type { ChatConfig } from './session-env';

export type SessionDeps = Readonly<{
  db: Database;
  io: Server;
  clock: () => Date;
  config: ChatConfig;
  /** Every committed balance change of a session (its charge) is announced here. */
  wallet: WalletEvents;
}>;
