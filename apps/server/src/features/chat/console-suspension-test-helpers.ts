import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { call, type TestUser } from '../../test/call-client';
import { adminConsultantSuspendCall } from '@lumus/contract/admin/admin-calls';

/** Resolves with the next event of that name this socket hears that `matches` (within 10 s). */
export function nextEvent<T>(
  socket: Socket,
  name: string,
  matches: (event: T) => boolean,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`no ${name} event arrived`));
    }, 10_000);
    const listener = (event: T) => {
      if (!matches(event)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(event);
    };
    socket.on(name, listener);
  });
}

/** The admin console's suspend (or lift) call. */
export function suspend(app: FastifyInstance, admin: TestUser, id: number, suspended: boolean) {
  return call(app, admin, adminConsultantSuspendCall, { id, suspended });
}
