import {
  BIRTH_DETAIL_DELETE_PATH,
  BIRTH_DETAIL_GET_PATH,
  BIRTH_DETAIL_LIST_PATH,
  BIRTH_DETAIL_SAVE_PATH,
  birthDetailDeleteResponseSchema,
  birthDetailIdInputSchema,
  birthDetailListResponseSchema,
  birthDetailResponseSchema,
  saveBirthDetailInputSchema,
} from '@lumus/contract/astrology/birth-details';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { defineCall, type CallGuard } from '../../lib/http/define-call';
import { signedInUser } from '../auth/request-user';
import type { PlaceIndex } from '../places/place-index';
import { castBirthChart, chartColumns, resolveBirthPlace } from './birth-chart';
import { birthDetailSummary, birthDetailView } from './birth-detail-view';
import { birthDetails } from './birth-details-tables';

export type BirthDetailDeps = Readonly<{
  db: Database;
  auth: CallGuard;
  clock: () => Date;
  places: () => PlaceIndex;
}>;

/** A person saved by this user, or a 404: another user's id looks exactly like a missing one. */
export async function ownBirthDetail(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(birthDetails)
    .where(and(eq(birthDetails.id, id), eq(birthDetails.userId, userId)));
  if (row === undefined) throw new CallFailure(404, `No saved person with id ${id}.`);
  return row;
}

export function registerBirthDetailRoutes(app: FastifyInstance, deps: BirthDetailDeps): void {
  const { db } = deps;

  defineCall(app, {
    method: 'POST',
    url: BIRTH_DETAIL_SAVE_PATH,
    summary:
      "Save a person's birth details; the kundli is computed with the place's historical UTC offset and stored",
    input: saveBirthDetailInputSchema,
    output: birthDetailResponseSchema,
    auth: deps.auth,
  }).handle(async (input, { request }) => {
    const userId = signedInUser(request).id;
    const place = resolveBirthPlace(input, deps.places());
    const birthTime = input.birthTimeUnknown === true ? null : (input.birthTime ?? null);
    const chart = castBirthChart(input.birthDate, birthTime, place, deps.clock());
    const [row] = await db
      .insert(birthDetails)
      .values({
        userId,
        name: input.name,
        gender: input.gender,
        birthDate: input.birthDate,
        birthTime,
        ...chartColumns(place, chart),
      })
      .returning();
    if (row === undefined) throw new Error('insert returned no row');
    return { status: 'success', data: birthDetailView(row) };
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: BIRTH_DETAIL_LIST_PATH,
    summary: "The signed-in user's saved people, sorted by name",
    input: z.object({}),
    output: birthDetailListResponseSchema,
    auth: deps.auth,
  }).handle(async (_input, { request }) => {
    const rows = await db
      .select()
      .from(birthDetails)
      .where(eq(birthDetails.userId, signedInUser(request).id))
      .orderBy(sql`lower(${birthDetails.name})`, asc(birthDetails.id));
    return { status: 'success', data: rows.map(birthDetailSummary) };
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: BIRTH_DETAIL_GET_PATH,
    summary: 'One saved person with their kundli (not a spec call)',
    input: birthDetailIdInputSchema,
    output: birthDetailResponseSchema,
    auth: deps.auth,
  }).handle(async ({ id }, { request }) => {
    const row = await ownBirthDetail(db, signedInUser(request).id, id);
    return { status: 'success', data: birthDetailView(row) };
  });

  defineCall(app, {
    method: 'POST',
    url: BIRTH_DETAIL_DELETE_PATH,
    summary: 'Delete one saved person (not a spec call)',
    input: birthDetailIdInputSchema,
    output: birthDetailDeleteResponseSchema,
    auth: deps.auth,
  }).handle(async ({ id }, { request }) => {
    const userId = signedInUser(request).id;
    const deleted = await db
      .delete(birthDetails)
      .where(and(eq(birthDetails.id, id), eq(birthDetails.userId, userId)))
      .returning({ id: birthDetails.id });
    if (deleted.length === 0) throw new CallFailure(404, `No saved person with id ${id}.`);
    return { status: 'success', data: { id } };
  });
}
