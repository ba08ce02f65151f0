import type { Database } from '../../lib/db/database';
import type { RealtimeServer } from '../../lib/realtime/realtime';

export type SupportDeps = Readonly<{ db: Database; io: RealtimeServer; clock: () => Date }>;
