import {
  castGuestChartCall,
  guestChartSchema,
  claimGuestChartCall,
  type ParsedBirthDetailInput,
  saveBirthDetailCall,
  deleteBirthDetailCall,
  birthDetailCall,
  birthDetailListCall,
} from '@lumus/contract/astrology/birth-details';
import { birthDetailDepthCall } from '@lumus/contract/astrology/chart-depth';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import type { PlaceIndex } from '../places/place-index';
import { castBirthChart, chartColumns, resolveBirthPlace } from './birth-chart';
import { birthDetailSummary, birthDetailView } from './birth-detail-view';
import { ChartDepthCache } from './chart-depth-cache';
import { registerKundliReportRoute } from './kundli-report-route';
import { ownBirthDetail } from './own-birth-detail';
import { birthDetails } from './birth-details-tables';
import { registerCall } from '../../lib/http/register-call';

export type BirthDetailDeps = Readonly<{
  db: Database;
  clock: () => Date;
  places: () => PlaceIndex;
}>;

export function registerBirthDetailRoutes(app: FastifyInstance, deps: BirthDetailDeps): void {
  const { db } = deps;
  const depths = new ChartDepthCache();

  // One computation for saving, for a guest's chart and for a guest's chart claimed later.
  const cast = (input: ParsedBirthDetailInput) => {
    const place = resolveBirthPlace(input, deps.places());
    const birthTime = input.birthTimeUnknown === true ? null : (input.birthTime ?? null);
    const chart = castBirthChart(input.birthDate, birthTime, place, deps.clock());
    return {
      name: input.name,
      gender: input.gender,
      birthDate: input.birthDate,
      birthTime,
      ...chartColumns(place, chart),
    };
  };

  registerCall(app, saveBirthDetailCall, async (input, { user }) => {
    const [row] = await db
      .insert(birthDetails)
      .values({ userId: user.id, ...cast(input) })
      .returning();
    if (row === undefined) throw new Error('insert returned no row');
    return birthDetailView(row);
  });

  // Public like the compatibility report: nothing is stored, and the work is one chart.
  registerCall(app, castGuestChartCall, (input) => {
    // A saved person's view without the row's id and date (the schema drops them).
    const view = birthDetailView({
      ...cast(input),
      id: 0,
      userId: 0,
      guestKey: null,
      createdAt: deps.clock(),
    });
    return Promise.resolve(guestChartSchema.parse(view));
  });

  registerCall(app, claimGuestChartCall, async ({ guestKey, ...input }, { user }) => {
    const claimed = () =>
      db
        .select()
        .from(birthDetails)
        .where(and(eq(birthDetails.userId, user.id), eq(birthDetails.guestKey, guestKey)));
    const [earlier] = await claimed();
    if (earlier !== undefined) return birthDetailView(earlier);
    // The browser's chart is not trusted: the server casts it again from the birth details.
    const [row] = await db
      .insert(birthDetails)
      .values({ userId: user.id, guestKey, ...cast(input) })
      .onConflictDoNothing({ target: [birthDetails.userId, birthDetails.guestKey] })
      .returning();
    // A claim sent twice at once: the other one saved it.
    const saved = row ?? (await claimed())[0];
    if (saved === undefined) throw new Error('claimed chart neither inserted nor found');
    return birthDetailView(saved);
  });

  registerCall(app, birthDetailListCall, async (_input, { user }) => {
    const rows = await db
      .select()
      .from(birthDetails)
      .where(eq(birthDetails.userId, user.id))
      .orderBy(sql`lower(${birthDetails.name})`, asc(birthDetails.id));
    return rows.map(birthDetailSummary);
  });

  registerCall(app, birthDetailCall, async ({ id }, { user }) => {
    const row = await ownBirthDetail(db, user.id, id);
    return birthDetailView(row);
  });

  registerCall(app, birthDetailDepthCall, async ({ id }, { user }) => {
    const row = await ownBirthDetail(db, user.id, id);
    return depths.depth(birthDetailView(row), deps.clock());
  });

  registerCall(app, deleteBirthDetailCall, async ({ id }, { user }) => {
    const userId = user.id;
    const deleted = await db
      .delete(birthDetails)
      .where(and(eq(birthDetails.id, id), eq(birthDetails.userId, userId)))
      .returning({ id: birthDetails.id });
    if (deleted.length === 0) throw new CallFailure(404, `No saved person with id ${id}.`);
    return { id };
  });

  registerKundliReportRoute(app, { db, clock: deps.clock, depths });
}
