import type { Database } from '../../lib/db/database';
import type { RealtimeServer } from '../../lib/realtime/realtime';
import type { WalletEvents } from '../wallet/wallet-events';
import type { SupportConfig } from './support-env';

export type SupportDeps = Readonly<{
  db: Database;
  io: RealtimeServer;
  clock: () => Date;
  /** Tells the user's sockets their balance after a refund or goodwill credit. */
  wallet: WalletEvents;
  config: SupportConfig;
}>;
