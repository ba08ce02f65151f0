import type { ExpectStatic } from 'vitest';
import {
  adminConsultantCreateCall,
  adminConsultantGetCall,
  adminConsultantUpdateCall,
} from '@lumus/contract/admin/admin-calls';
import { latestWaitlistCall, orderDetailCall } from '@lumus/contract/chat/chat-calls';
import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import {
  consoleCallSettingsCall,
  setConsoleCallsCall,
} from '@lumus/contract/voice-call/call-calls';
import { walletBalanceCall } from '@lumus/contract/wallet/wallet-balance';
import { E2E_ADMIN_MOBILE } from '../lib/admin-account';
import { uniqueMobile } from './auth-helpers';
import { callApi, consultantOf, signInByApi, walletEntries, type ApiSession } from './chat-helpers';

/** Set by the test when a demo psychic has no call price yet: ₹24 a minute. */
const FALLBACK_CALL_PRICE_MINOR = 2_400;

export interface CallPsychic {
  readonly session: ApiSession;
  readonly consultantId: number;
  readonly slug: string;
  /** Paise per minute of a call with this psychic. */
  readonly callPrice: number;
}

/**
 * A demo psychic who can be called: a call price (the admin sets one when the seed gave none) and,
 * unless `switchOn` is false (the test flips the console switch itself), "available for calls".
 */
export async function callPsychic(
  baseUrl: string,
  mobile: string,
  options: { switchOn?: boolean } = {},
): Promise<CallPsychic> {
  const session = await signInByApi(baseUrl, mobile);
  const { consultantId, slug } = await consultantOf(session);
  let settings = await callApi(session, consoleCallSettingsCall, {});
  if (settings.callPricePerMinuteMinor === null) {
    const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
    const current = await callApi(admin, adminConsultantGetCall, { id: consultantId });
    await callApi(admin, adminConsultantUpdateCall, {
      id: consultantId,
      displayName: current.displayName,
      photoUrl: current.photoUrl,
      bioEn: current.bioEn,
      bioDe: current.bioDe,
      categories: current.categories,
      languages: current.languages,
      experienceYears: current.experienceYears,
      pricePerMinuteMinor: current.pricePerMinuteMinor,
      callPricePerMinuteMinor: FALLBACK_CALL_PRICE_MINOR,
      platformSharePercent: current.platformSharePercent,
      countryCode: current.countryCode ?? '',
      mobile: current.mobile ?? '',
    });
    settings = await callApi(session, consoleCallSettingsCall, {});
  }
  if (options.switchOn !== false) {
    settings = await callApi(session, setConsoleCallsCall, { acceptsCalls: true });
  }
  const callPrice = settings.callPricePerMinuteMinor;
  if (callPrice === null) throw new Error('the psychic still has no call price');
  return { session, consultantId, slug, callPrice };
}

/**
 * A psychic of the test's own, made through the admin API with a console number and a call price:
 * on the run's shared server the demo psychics belong to the chat tests, and a call left hanging
 * by a failed test must not make one of theirs busy.
 */
export async function newCallPsychic(
  baseUrl: string,
  displayName: string,
  options: { switchOn?: boolean } = {},
): Promise<CallPsychic> {
  const admin = await signInByApi(baseUrl, E2E_ADMIN_MOBILE);
  const mobile = uniqueMobile('6');
  await callApi(admin, adminConsultantCreateCall, {
    displayName,
    photoUrl: '/api/media/avatar/call-tester.svg',
    bioEn: 'Test psychic for voice calls.',
    bioDe: 'Test-Beraterin für Anrufe.',
    categories: ['tarot'],
    languages: ['en'],
    experienceYears: 3,
    pricePerMinuteMinor: 2_000,
    callPricePerMinuteMinor: FALLBACK_CALL_PRICE_MINOR,
    mobile,
  });
  return callPsychic(baseUrl, mobile, options);
}

/** The user's open request or session (queued, accepted or active), or null. */
export async function openOrder(user: ApiSession): Promise<ChatOrder | null> {
  return (await callApi(user, latestWaitlistCall, {}))?.order ?? null;
}

export async function orderById(user: ApiSession, chatId: number): Promise<ChatOrder> {
  return callApi(user, orderDetailCall, { chatId });
}

export async function balanceOf(user: ApiSession): Promise<number> {
  return (await callApi(user, walletBalanceCall, {})).amount;
}

/** What a call of `billedSeconds` at `ratePerMinute` costs: whole paise, rounded down. */
export function callCharge(billedSeconds: number, ratePerMinute: number): number {
  return Math.floor((billedSeconds * ratePerMinute) / 60);
}

/**
 * The ended call was charged exactly its billed seconds at its frozen rate, once: the order's
 * amount, the ledger's entries for it and the balance all agree. Resolves to the order.
 */
export async function expectExactCharge(
  expect: ExpectStatic,
  user: ApiSession,
  chatId: number,
  balanceBefore: number,
): Promise<ChatOrder> {
  const order = await orderById(user, chatId);
  expect(order.kind).toBe('call');
  expect(order.status).toBe('ended');
  expect(order.refunded).toBe(false);
  expect(order.amountCharged).toBe(callCharge(order.billedSeconds, order.ratePerMinute));
  const entries = (await walletEntries(user)).filter(
    (entry) => entry.referenceType === 'chat_order' && entry.referenceId === String(chatId),
  );
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-order.amountCharged);
  expect(await balanceOf(user)).toBe(balanceBefore - order.amountCharged);
  return order;
}

/**
 * An amount in paise as the app shows it in English rupees: en-IN grouping, two decimals, none
 * for a whole amount (decision 045).
 */
export function rupees(paise: number): string {
  const number = new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
  return `₹${number}`;
}

/** "3 min 7 s", as the order history and the summary show a duration in English. */
export function durationText(seconds: number): string {
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolveLater) => setTimeout(resolveLater, ms));
}
