import { CATALOGUE_ROOM } from '@lumus/contract/realtime/catalogue-events';
import type { RealtimeServer } from '../../lib/realtime/realtime';

type Answer = (result: { ok: true }) => void;

/**
 * Socket.IO passes what the client sent: the optional acknowledgement is the last argument,
 * anything else is ignored.
 */
function isAnswer(value: unknown): value is Answer {
  return typeof value === 'function';
}

/** Viewers of a list or profile join the catalogue room. The events carry no payload. */
export function registerCatalogueSocket(io: RealtimeServer): void {
  io.on('connection', (socket) => {
    socket.on('catalogue:subscribe', async (...args) => {
      await socket.join(CATALOGUE_ROOM);
      const ack: unknown = args.at(-1);
      if (isAnswer(ack)) ack({ ok: true });
    });
    socket.on('catalogue:unsubscribe', async () => {
      await socket.leave(CATALOGUE_ROOM);
    });
  });
}
