import { CATALOGUE_ROOM } from '@lumus/contract/realtime/catalogue-events';
import type { Server, Socket } from 'socket.io';

/**
 * Viewers of a list or profile join the catalogue room. The events carry no payload; an optional
 * last argument that is a function is the acknowledgement, anything else is ignored.
 */
function onSubscribe(socket: Socket) {
  return async (...args: unknown[]) => {
    await socket.join(CATALOGUE_ROOM);
    const ack = args.at(-1);
    if (typeof ack === 'function') (ack as (result: { ok: true }) => void)({ ok: true });
  };
}

export function registerCatalogueSocket(io: Server): void {
  io.on('connection', (socket) => {
    socket.on('catalogue:subscribe', onSubscribe(socket));
    socket.on('catalogue:unsubscribe', async () => {
      await socket.leave(CATALOGUE_ROOM);
    });
  });
}
