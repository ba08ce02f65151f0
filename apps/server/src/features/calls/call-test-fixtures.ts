import {
  consoleAcceptCall,
  createQueueTokenCall,
  fillIntakeFormCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { call, type TestUser } from '../../test/call-client';
import { consultants } from '../catalogue/catalogue-tables';
import { consultantAccount } from '../chat/chat-test-fixtures';

export type Psychic = TestUser & { consultantId: number };

/** A psychic with a chat price and, unless `callRate` is null, a call price; taking calls or not. */
export async function callPsychic(
  app: FastifyInstance,
  db: Database,
  mobile: string,
  prices: Readonly<{ chatRate: number; callRate: number | null; acceptsCalls?: boolean }>,
): Promise<Psychic> {
  const psychic = await consultantAccount(app, db, mobile, prices.chatRate);
  await db
    .update(consultants)
    .set({
      callPricePerMinuteMinor: prices.callRate,
      acceptsCalls: prices.acceptsCalls ?? prices.callRate !== null,
    })
    .where(eq(consultants.id, psychic.consultantId));
  return psychic;
}

/** Intake form and a queue token of kind call; the raw create-token answer. */
export async function requestCall(app: FastifyInstance, user: TestUser, consultantId: number) {
  const intake = await call(app, user, fillIntakeFormCall, {
    consultantId,
    name: 'Ravi',
    gender: 'MALE',
    birthDate: '1988-09-30',
    birthTimeUnknown: true,
    birthPlace: 'Nagpur',
  });
  if (intake.statusCode !== 200) throw new Error(`intake failed: ${intake.body}`);
  const intakeFormId = intake.json<{ data: { id: number } }>().data.id;
  return call(app, user, createQueueTokenCall, { consultantId, intakeFormId, kind: 'call' });
}

/** Request, the psychic answers, the user joins: an active call, paused until both have media. */
export async function startCall(
  app: FastifyInstance,
  user: TestUser,
  psychic: Psychic,
): Promise<number> {
  const token = await requestCall(app, user, psychic.consultantId);
  if (token.statusCode !== 200) throw new Error(`create-token failed: ${token.body}`);
  const chatId = token.json<{ data: { order: { id: number } } }>().data.order.id;
  const accepted = await call(app, psychic, consoleAcceptCall, { chatId });
  if (accepted.statusCode !== 200) throw new Error(`console accept failed: ${accepted.body}`);
  const started = await call(app, user, userAcceptOrderCall, { chatId });
  if (started.statusCode !== 200) throw new Error(`user accept failed: ${started.body}`);
  return chatId;
}
