import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import type { Call } from '@lumus/contract/call';
import { callRequest } from '@lumus/contract/call-request';
import { devOutboxResponseSchema } from '@lumus/contract/auth/auth-config';
import { loginResponseSchema, sendCodeResponseSchema } from '@lumus/contract/auth/otp-login';
import { consultantStatusCall } from '@lumus/contract/catalogue/consultant-status';
import type { orderDetailCall } from '@lumus/contract/chat/chat-calls';
import {
  createQueueTokenCall,
  orderMessagesCall,
  consoleQueueCall,
  consoleStatusCall,
  fillIntakeFormCall,
} from '@lumus/contract/chat/chat-calls';
import type {
  ChatClientToServerEvents,
  ChatServerToClientEvents,
} from '@lumus/contract/chat/chat-events';
import { APP_ID_DESKTOP, BUSINESS_ID, LOGIN_REQUEST_VERSION } from '@lumus/contract/constants';
import { initiatePaymentCall, checkoutCall } from '@lumus/contract/payments/payment-log';
import { walletTransactionsCall } from '@lumus/contract/wallet/wallet-transactions';
import { devOutboxCall, sendCodeCall, submitCodeCall } from '@lumus/contract/auth/auth-calls';

/** A signed-in account as a test drives it through the API (and a browser, via `storage`). */
export interface ApiSession {
  readonly baseUrl: string;
  readonly userId: number;
  readonly token: string;
  /** localStorage entries of the web app's session for this account. */
  readonly storage: Record<string, string>;
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Headers of an authenticated call, as the web app sends them. */
export function authHeaders(session: ApiSession): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, id: String(session.userId) };
}

/**
 * Signs in through the real phone-code calls (code from the development outbox), from India's
 * time zone unless told another (Europe/Berlin makes a consumer in the EU, issue 27).
 */
export async function signInByApi(
  baseUrl: string,
  mobile: string,
  timeZone = 'Asia/Kolkata',
): Promise<ApiSession> {
  const phone = { countryCode: '91', mobile };
  const sent = sendCodeResponseSchema.parse(
    (
      await postJson(`${baseUrl}${sendCodeCall.path}`, {
        ...phone,
        isCall: false,
        appId: APP_ID_DESKTOP,
        businessId: BUSINESS_ID,
      })
    ).body,
  );
  const outbox = devOutboxResponseSchema.parse(
    await (await fetch(`${baseUrl}${devOutboxCall.path}?mobile=${mobile}`)).json(),
  );
  const code = outbox.messages[0]?.code;
  if (sent.data.token === undefined || code === undefined) throw new Error('no code was sent');
  const login = loginResponseSchema.parse(
    (
      await postJson(`${baseUrl}${submitCodeCall.path}`, {
        ...phone,
        appId: APP_ID_DESKTOP,
        businessId: BUSINESS_ID,
        otp: code,
        token: sent.data.token,
        timeZone,
        registerBy: 'WEB_DESKTOP',
        version: LOGIN_REQUEST_VERSION,
      })
    ).body,
  );
  const user = login.data;
  const token = user?.authToken;
  if (user === undefined || token === undefined) throw new Error(`sign-in failed: ${login.reason}`);
  return {
    baseUrl,
    userId: user.id,
    token,
    storage: { jwt_token: token, userData: JSON.stringify({ ...user, authToken: undefined }) },
  };
}

/**
 * An authenticated contract call that must succeed, sent as the web app sends it (the call's
 * first method and encoding); resolves to its `output` (the data inside the envelope).
 */
export async function callApi<Input extends z.ZodObject, Output extends z.ZodType>(
  session: ApiSession,
  call: Call<Input, Output>,
  input: z.input<Input>,
): Promise<z.output<Output>> {
  const request = callRequest(call, input);
  const response = await fetch(`${session.baseUrl}${request.url}`, {
    method: request.method,
    headers: { ...request.headers, ...authHeaders(session) },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const body: unknown = await response.json();
  if (response.status !== 200) {
    throw new Error(`${call.path} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  const parsed: unknown = call.response.parse(body);
  return (call.enveloped ? (parsed as { data: unknown }).data : parsed) as z.output<Output>;
}

/**
 * Adds money through the built-in TEST gateway: checkout, initiate, Approve. `currency` is the
 * one the user was shown (a first top-up fixes the wallet's; decision 045), the market's otherwise.
 */
export async function topUp(
  session: ApiSession,
  amountMinor: number,
  currency?: 'INR' | 'EUR',
): Promise<void> {
  const log = await callApi(session, checkoutCall, {
    amount: amountMinor,
    method: 'test',
    ...(currency === undefined ? {} : { currency }),
  });
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

/** Puts a signed-in psychic online through the console's call; resolves to their id. */
export async function goOnlineByApi(session: ApiSession): Promise<number> {
  const answer = await callApi(session, consoleStatusCall, { status: 'online' });
  return answer.consultantId;
}

/** A signed-in psychic's own id (from their console queue) and public profile slug. */
export async function consultantOf(
  session: ApiSession,
): Promise<{ consultantId: number; slug: string }> {
  const { consultantId } = await callApi(session, consoleQueueCall, {});
  const answer = await fetch(`${session.baseUrl}${consultantStatusCall.path}?ids=${consultantId}`);
  const [entry] = consultantStatusCall.response.parse(await answer.json()).data;
  if (entry === undefined) throw new Error('the psychic has no status');
  return { consultantId, slug: entry.slug };
}

export const TEST_INTAKE = {
  name: 'Mira Sen',
  gender: 'FEMALE',
  birthDate: '1991-07-14',
  birthTime: '05:45',
  birthPlace: 'Kolkata, India',
} as const;

/** Intake form plus queue token, as the intake page does; returns the chat id. */
export async function requestChat(session: ApiSession, consultantId: number): Promise<number> {
  const intake = await callApi(session, fillIntakeFormCall, { consultantId, ...TEST_INTAKE });
  const token = await callApi(session, createQueueTokenCall, {
    consultantId,
    intakeFormId: intake.id,
  });
  return token.order.id;
}

/** One chat as an order call (detail, accept, end) answers it. */
export async function orderOf(session: ApiSession, call: typeof orderDetailCall, chatId: number) {
  return callApi(session, call, { chatId });
}

export async function messagesOf(session: ApiSession, chatId: number) {
  return (await callApi(session, orderMessagesCall, { chatId, afterSeq: 0 })).messages;
}

/** The newest wallet entries of the account. */
export async function walletEntries(session: ApiSession) {
  return (await callApi(session, walletTransactionsCall, { page: 1 })).items;
}

export type ChatClientSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/** A Socket.IO connection with the session's token, as the web app opens it. */
export async function connectSocket(session: ApiSession): Promise<ChatClientSocket> {
  const socket: ChatClientSocket = io(session.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: session.token, id: String(session.userId) },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => {
      resolve();
    });
    socket.once('connect_error', reject);
  });
  return socket;
}
