/**
 * Chats driven against a running server from outside it, through its public API only (for the
 * runtime benchmark, runtime-bench.ts): the demo psychics' console accounts sign in with a phone
 * code from the development outbox and go online; as many users sign in, top up through the test
 * gateway and start a chat with one each; then every pair ping-pongs messages as fast as it can,
 * as chat-bench.ts does in-process (each user message answered at once by its psychic).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Call } from '@lumus/contract/call';
import { callRequest } from '@lumus/contract/call-request';
import { devOutboxResponseSchema } from '@lumus/contract/auth/auth-config';
import { devOutboxCall, sendCodeCall, submitCodeCall } from '@lumus/contract/auth/auth-calls';
import { loginResponseSchema, sendCodeResponseSchema } from '@lumus/contract/auth/otp-login';
import {
  consoleAcceptCall,
  consoleStatusCall,
  createQueueTokenCall,
  endChatCall,
  fillIntakeFormCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';
import type { ChatMessage } from '@lumus/contract/chat/chat-order';
import { APP_ID_DESKTOP, BUSINESS_ID, LOGIN_REQUEST_VERSION } from '@lumus/contract/constants';
import { checkoutCall, initiatePaymentCall } from '@lumus/contract/payments/payment-log';
import { io, type Socket } from 'socket.io-client';
import {
  CONSOLE_DEMO_ACCOUNTS,
  consoleDemoMobile,
} from '../src/features/chat/console-accounts-seed';
import { SOCKET_PATH } from '../src/lib/realtime/realtime';

/** The demo psychics with console accounts: one chat each at a time. */
export const CHAT_LOAD_PAIRS = CONSOLE_DEMO_ACCOUNTS;

type Session = Readonly<{ baseUrl: string; userId: number; token: string }>;

async function json(response: Response): Promise<unknown> {
  const body: unknown = await response.json();
  if (response.status !== 200) {
    throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body;
}

async function send(baseUrl: string, request: ReturnType<typeof callRequest>, token?: Session) {
  return fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: {
      ...request.headers,
      ...(token === undefined
        ? {}
        : { authorization: `Bearer ${token.token}`, id: String(token.userId) }),
    },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

async function callApi<Input extends z.ZodObject, Output extends z.ZodType>(
  session: Session,
  call: Call<Input, Output>,
  input: z.input<Input>,
): Promise<z.output<Output>> {
  const parsed: unknown = call.response.parse(
    await json(await send(session.baseUrl, callRequest(call, input), session)),
  );
  return (call.enveloped ? (parsed as { data: unknown }).data : parsed) as z.output<Output>;
}

async function signIn(baseUrl: string, mobile: string): Promise<Session> {
  const phone = { countryCode: '91', mobile };
  const sent = sendCodeResponseSchema.parse(
    await json(
      await send(
        baseUrl,
        callRequest(sendCodeCall, {
          ...phone,
          isCall: false,
          appId: APP_ID_DESKTOP,
          businessId: BUSINESS_ID,
        }),
      ),
    ),
  );
  const outbox = devOutboxResponseSchema.parse(
    await json(await send(baseUrl, callRequest(devOutboxCall, { mobile }))),
  );
  const code = outbox.messages[0]?.code;
  if (sent.data.token === undefined || code === undefined) throw new Error('no code was sent');
  const login = loginResponseSchema.parse(
    await json(
      await send(
        baseUrl,
        callRequest(submitCodeCall, {
          ...phone,
          appId: APP_ID_DESKTOP,
          businessId: BUSINESS_ID,
          otp: code,
          token: sent.data.token,
          timeZone: 'Asia/Kolkata',
          registerBy: 'WEB_DESKTOP',
          version: LOGIN_REQUEST_VERSION,
        }),
      ),
    ),
  );
  const token = login.data?.authToken;
  if (login.data === undefined || token === undefined) throw new Error('sign-in failed');
  return { baseUrl, userId: login.data.id, token };
}

/** Checkout, initiate, and "Approve" on the built-in test gateway's page. */
async function topUp(session: Session, amountMinor: number): Promise<void> {
  const log = await callApi(session, checkoutCall, { amount: amountMinor, method: 'test' });
  const started = await callApi(session, initiatePaymentCall, { paymentLogId: log.id });
  const gateway = new URL(started.redirectUrl, session.baseUrl);
  const decided = await fetch(`${gateway.origin}${gateway.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  if (decided.status !== 303) throw new Error(`the test gateway answered ${decided.status}`);
}

async function connect(session: Session): Promise<Socket> {
  const socket = io(session.baseUrl, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { token: session.token, id: String(session.userId) },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

async function emitAck(socket: Socket, event: string, payload: unknown): Promise<void> {
  const answer = (await socket.timeout(10_000).emitWithAck(event, payload)) as { ok?: boolean };
  if (answer.ok !== true) throw new Error(`${event} answered ${JSON.stringify(answer)}`);
}

type Pair = Readonly<{ chatId: number; user: Session; userSocket: Socket; psychic: Socket }>;

async function openPair(baseUrl: string, index: number, run: string): Promise<Pair> {
  const psychicSession = await signIn(baseUrl, consoleDemoMobile(index + 1));
  const psychic = await connect(psychicSession);
  await emitAck(psychic, 'console:present', {});
  const { consultantId } = await callApi(psychicSession, consoleStatusCall, { status: 'online' });
  const user = await signIn(baseUrl, `7${run}${String(index).padStart(2, '0')}`);
  await topUp(user, 500_000);
  const intake = await callApi(user, fillIntakeFormCall, {
    consultantId,
    name: 'Mira Sen',
    gender: 'FEMALE',
    birthDate: '1991-07-14',
    birthTime: '05:45',
    birthPlace: 'Kolkata, India',
  });
  const token = await callApi(user, createQueueTokenCall, {
    consultantId,
    intakeFormId: intake.id,
  });
  const chatId = token.order.id;
  await callApi(psychicSession, consoleAcceptCall, { chatId });
  await callApi(user, userAcceptOrderCall, { chatId });
  const userSocket = await connect(user);
  await emitAck(userSocket, 'chat:join', { chatId });
  await emitAck(psychic, 'chat:join', { chatId });
  // The psychic answers every user message at once, as a fast typist would.
  psychic.on('chat:message', (message: ChatMessage) => {
    if (message.senderRole !== 'user') return;
    psychic.emit(
      'chat:send',
      { chatId, clientId: randomUUID(), text: `re: ${message.text}` },
      () => undefined,
    );
  });
  return { chatId, user, userSocket, psychic };
}

export type ChatLoadResult = Readonly<{ roundTrips: number; p50: number; p99: number }>;

/**
 * Opens the pairs, ping-pongs for `seconds` and ends the chats. `onTick` is called every 250 ms
 * meanwhile (the benchmark samples the server's memory with it).
 */
export async function runChatLoad(
  baseUrl: string,
  seconds: number,
  onTick: () => void,
): Promise<ChatLoadResult> {
  const run = String(Date.now() % 10_000_000).padStart(7, '0');
  const pairs: Pair[] = [];
  for (let index = 0; index < CHAT_LOAD_PAIRS; index += 1) {
    pairs.push(await openPair(baseUrl, index, run));
  }
  const ticker = setInterval(onTick, 250);
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  let sequence = 0;
  await Promise.all(
    pairs.map(async (pair) => {
      while (performance.now() < end) {
        sequence += 1;
        const text = `hello ${String(sequence)}`;
        const sent = performance.now();
        const answered = new Promise<void>((resolve) => {
          const onMessage = (message: ChatMessage) => {
            if (message.senderRole !== 'consultant' || message.text !== `re: ${text}`) return;
            pair.userSocket.off('chat:message', onMessage);
            resolve();
          };
          pair.userSocket.on('chat:message', onMessage);
        });
        await emitAck(pair.userSocket, 'chat:send', {
          chatId: pair.chatId,
          clientId: randomUUID(),
          text,
        });
        await answered;
        latencies.push(performance.now() - sent);
      }
    }),
  );
  clearInterval(ticker);
  for (const pair of pairs) {
    await callApi(pair.user, endChatCall, { chatId: pair.chatId });
    pair.userSocket.disconnect();
    pair.psychic.disconnect();
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { roundTrips: latencies.length, p50: at(0.5), p99: at(0.99) };
}
