import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { SmsProvider } from '../sms/sms-provider';
import { phoneCodes } from './auth-tables';

const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;
const RATE_WINDOW_MS = 60 * 60 * 1000;

export const REASON_WRONG_CODE = 'Invalid OTP. Please try again.';
export const REASON_EXPIRED = 'OTP expired. Please request a new code.';
export const REASON_TOO_MANY_ATTEMPTS = 'Too many attempts. Please request a new code.';
export const REASON_USED = 'This code was already used. Please request a new code.';
const REASON_UNKNOWN_TOKEN = 'This code request is not known. Please request a new code.';
const REASON_OTHER_NUMBER = 'This code was sent to a different number.';
export const REASON_NUMBER_LIMIT =
  'Too many codes were requested for this number. Please try again in an hour.';
export const REASON_IP_LIMIT =
  'Too many codes were requested from this network. Please try again later.';

export type PhoneCodePurpose = 'login' | 'identity';

export type PhoneCodeDeps = Readonly<{
  db: Database;
  clock: () => Date;
  sms: SmsProvider;
  hashKey: () => Promise<Buffer>;
  sendsPerNumberPerHour: number;
  sendsPerIpPerHour: number;
}>;

/** Bound to the row id, so equal codes never share a hash and a hash cannot be replayed. */
function hashCode(key: Buffer, id: string, code: string): string {
  return createHmac('sha256', key).update(`${id}:${code}`).digest('hex');
}

function randomCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * Creates and texts a code; returns its opaque token. The rate limits count earlier codes under a
 * transaction-scoped advisory lock (IP first, then number, always in that order), so parallel
 * requests cannot slip past the limit together.
 */
export async function issuePhoneCode(
  deps: PhoneCodeDeps,
  request: Readonly<{
    purpose: PhoneCodePurpose;
    phone: string;
    ip: string;
    length: number;
    text: (code: string) => string;
  }>,
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  const code = randomCode(request.length);
  const codeHash = hashCode(await deps.hashKey(), id, code);
  const now = deps.clock();
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code-ip:${request.ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${request.phone}`}))`);
    const [byIp] = await tx
      .select({ n: count() })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.ip, request.ip), gt(phoneCodes.createdAt, since)));
    if ((byIp?.n ?? 0) >= deps.sendsPerIpPerHour) throw new CallFailure(429, REASON_IP_LIMIT);
    const [byNumber] = await tx
      .select({ n: count() })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.phone, request.phone), gt(phoneCodes.createdAt, since)));
    if ((byNumber?.n ?? 0) >= deps.sendsPerNumberPerHour) {
      throw new CallFailure(429, REASON_NUMBER_LIMIT);
    }
    await tx.insert(phoneCodes).values({
      id,
      purpose: request.purpose,
      phone: request.phone,
      codeHash,
      ip: request.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
    });
  });
  await deps.sms.send({ to: request.phone, text: request.text(code), code });
  return id;
}

type CheckOutcome = { ok: true; phone: string } | { ok: false; reason: string };

/**
 * Consumes the code on success and returns its number. Every wrong try counts, and after the fifth the token is dead even
 * for the right code. The attempt counter is committed before the failure is reported.
 */
export async function checkPhoneCode(
  deps: PhoneCodeDeps,
  attempt: Readonly<{
    token: string;
    purpose: PhoneCodePurpose;
    /** The number the caller claims; undefined accepts the code's own number. */
    phone: string | undefined;
    code: string;
  }>,
): Promise<string> {
  const now = deps.clock();
  // Loaded before the transaction: on PGlite a query outside it would wait for it to finish.
  const key = await deps.hashKey();
  const outcome = await deps.db.transaction(async (tx): Promise<CheckOutcome> => {
    const [row] = await tx
      .select()
      .from(phoneCodes)
      .where(and(eq(phoneCodes.id, attempt.token), eq(phoneCodes.purpose, attempt.purpose)))
      .for('update');
    if (row === undefined) return { ok: false, reason: REASON_UNKNOWN_TOKEN };
    if (row.consumedAt !== null) return { ok: false, reason: REASON_USED };
    if (row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: REASON_TOO_MANY_ATTEMPTS };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: REASON_EXPIRED };
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(key, row.id, attempt.code), 'hex');
    const sameNumber = attempt.phone === undefined || row.phone === attempt.phone;
    const right = sameNumber && timingSafeEqual(expected, given);
    if (!right) {
      await tx
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(eq(phoneCodes.id, row.id));
      return {
        ok: false,
        reason: sameNumber ? REASON_WRONG_CODE : REASON_OTHER_NUMBER,
      };
    }
    await tx.update(phoneCodes).set({ consumedAt: now }).where(eq(phoneCodes.id, row.id));
    return { ok: true, phone: row.phone };
  });
  if (!outcome.ok) throw new CallFailure(400, outcome.reason);
  return outcome.phone;
}
