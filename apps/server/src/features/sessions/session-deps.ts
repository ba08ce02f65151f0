import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { Database } from '../../lib/db/database';
import type { WalletEvents } from '../wallet/wallet-events';
import type { ChatConfig } from './session-env';

export type SessionDeps = Readonly<{
  db: Database;
  io: RealtimeServer;
  clock: () => Date;
  config: ChatConfig;
  /** Every committed balance change of a session (its charge) is announced here. */
  wallet: WalletEvents;
}>;
