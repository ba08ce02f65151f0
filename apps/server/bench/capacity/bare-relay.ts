/**
 * The capacity bench's baseline: a bare Socket.IO server, run as a child process (`fork`), that
 * answers the chat's event names the way the app does on the wire but only relays: no accounts,
 * no storage, nothing checked. A message gets a sequence number from a counter in memory and goes
 * to the chat's room; typing goes to the others in the room; a receipt goes to the room. With
 * `redisUrl` it uses the Socket.IO Redis adapter, as two Lumus instances do.
 *
 * Input (IPC): `{ redisUrl?, redisKey? }`; answer: `{ port }` once listening on 127.0.0.1.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatRoom } from '@lumus/contract/chat/chat-events';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { z } from 'zod';
import { SOCKET_PATH } from '../../src/lib/realtime/realtime';

const inputSchema = z.object({ redisUrl: z.string().optional(), redisKey: z.string().optional() });
const roleSchema = z.object({ side: z.enum(['user', 'consultant']) }).catch({ side: 'user' });
const chatIdSchema = z.object({ chatId: z.number() }).loose();

type Ack = (result: object) => void;

function ackOf(args: unknown[]): Ack | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Ack) : undefined;
}

async function start(input: z.output<typeof inputSchema>): Promise<number> {
  const http = createServer();
  const adapter =
    input.redisUrl === undefined
      ? {}
      : {
          adapter: createAdapter(new Redis(input.redisUrl), new Redis(input.redisUrl), {
            key: input.redisKey ?? 'bare-relay',
          }),
        };
  const io = new Server(http, { path: SOCKET_PATH, serveClient: false, ...adapter });
  const seqs = new Map<number, number>();
  io.on('connection', (socket) => {
    const role = roleSchema.parse(socket.handshake.auth).side;
    socket.on('console:present', (...args: unknown[]) => {
      ackOf(args)?.({ ok: true });
    });
    socket.on('chat:join', (payload: unknown, ...rest: unknown[]) => {
      const { chatId } = chatIdSchema.parse(payload);
      void socket.join(chatRoom(chatId));
      ackOf(rest)?.({ ok: true });
    });
    socket.on(
      'chat:send',
      (payload: { chatId: number; clientId: string; text: string }, ack?: Ack) => {
        const seq = (seqs.get(payload.chatId) ?? 0) + 1;
        seqs.set(payload.chatId, seq);
        const message = {
          chatId: payload.chatId,
          seq,
          clientId: payload.clientId,
          senderRole: role,
          text: payload.text,
          createdAt: new Date().toISOString(),
          deliveredAt: null,
          readAt: null,
        };
        // Like Lumus: the sender hears of its message in the acknowledgement.
        socket.to(chatRoom(payload.chatId)).emit('chat:message', message);
        ack?.({ ok: true, message });
      },
    );
    socket.on('chat:typing', (payload: { chatId: number; typing: boolean }) => {
      socket
        .to(chatRoom(payload.chatId))
        .emit('chat:typing', { chatId: payload.chatId, role, typing: payload.typing });
    });
    for (const kind of ['delivered', 'read'] as const) {
      socket.on(`chat:${kind}`, (payload: { chatId: number; seq: number }) => {
        socket.to(chatRoom(payload.chatId)).emit('chat:receipt', {
          chatId: payload.chatId,
          seq: payload.seq,
          kind,
          at: new Date().toISOString(),
          by: role,
        });
      });
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return (http.address() as AddressInfo).port;
}

process.once('message', (message: unknown) => {
  start(inputSchema.parse(message)).then(
    (port) => process.send?.({ port }),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
