import type { Call } from '@lumus/contract/call';
import type { SupportMessageEvent } from '@lumus/contract/support/support';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import type { TestUser } from '../../test/call-client';
import { multipartWithFile } from '../../test/form-bodies';

/** The PNG signature and a few bytes: what the server's type check reads. */
export const TINY_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(120, 1),
]);

/** A support message (or staff reply or note) as the browser sends it, with `image`. */
export function sendWithImage(
  app: FastifyInstance,
  user: TestUser | null,
  target: Call,
  fields: Readonly<Record<string, string>>,
  image: Buffer = TINY_PNG,
  contentType = 'image/png',
) {
  const form = multipartWithFile(fields, image, { field: 'image', contentType });
  return app.inject({
    method: 'POST',
    url: target.path,
    headers: { ...form.headers, ...user?.headers },
    payload: form.payload,
  });
}

/** The next `support:message` on `socket`, by `author` when given (a user's own reach their other tabs too). */
export function nextSupportEvent(
  socket: Socket,
  author?: 'user' | 'staff',
): Promise<SupportMessageEvent> {
  return new Promise((resolve) => {
    const listener = (event: SupportMessageEvent) => {
      if (author !== undefined && event.message.author !== author) return;
      socket.off('support:message', listener);
      resolve(event);
    };
    socket.on('support:message', listener);
  });
}
