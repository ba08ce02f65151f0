import type {
  adminPriceChangeDecideInputSchema,
  adminPriceChangesInputSchema,
} from '@lumus/contract/onboarding/admin-onboarding-calls';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import type { ConsoleProfile, PriceChange } from '@lumus/contract/onboarding/console-profile';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { recordAudit } from '../admin/audit-log';
import { consultantPrices, consultants } from '../catalogue/catalogue-tables';
import { priceChangeRequests } from './onboarding-tables';

function selectPriceChanges(db: Database) {
  return db
    .select({ request: priceChangeRequests, consultantName: consultants.displayName })
    .from(priceChangeRequests)
    .innerJoin(consultants, eq(consultants.id, priceChangeRequests.consultantId));
}

function toView(row: {
  request: typeof priceChangeRequests.$inferSelect;
  consultantName: string;
}): PriceChange {
  const r = row.request;
  return {
    id: r.id,
    consultantId: r.consultantId,
    consultantName: row.consultantName,
    currency: r.currency === 'EUR' ? 'EUR' : 'INR',
    currentPriceMinor: r.currentPriceMinor,
    requestedPriceMinor: r.requestedPriceMinor,
    status: r.status,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** The psychic's latest request in `currency`, pending or decided, for the console. */
async function latestPriceChange(
  db: Database,
  consultantId: number,
  currency: MarketCurrency,
): Promise<PriceChange | null> {
  const [row] = await selectPriceChanges(db)
    .where(
      and(
        eq(priceChangeRequests.consultantId, consultantId),
        eq(priceChangeRequests.currency, currency),
      ),
    )
    .orderBy(desc(priceChangeRequests.id))
    .limit(1);
  return row === undefined ? null : toView(row);
}

/**
 * The chat price of each market the psychic serves, INR first (decision 052): rupees when they
 * serve India, euros when the operator gave them a euro price. `lock` holds both rows until the
 * transaction ends, so a request or a decision reads prices nobody changes meanwhile.
 */
async function servedPrices(
  db: Database,
  consultantId: number,
  lock = false,
): Promise<Map<MarketCurrency, number>> {
  const india = db
    .select({ price: consultants.pricePerMinuteMinor, servesInr: consultants.servesInr })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  const [psychic] = lock ? await india.for('update') : await india;
  if (psychic === undefined) throw new CallFailure(404, `No psychic with id ${consultantId}.`);
  const euro = db
    .select({ price: consultantPrices.chatPerMinuteMinor })
    .from(consultantPrices)
    .where(
      and(eq(consultantPrices.consultantId, consultantId), eq(consultantPrices.currency, 'EUR')),
    );
  const [eur] = lock ? await euro.for('update') : await euro;
  const prices = new Map<MarketCurrency, number>();
  if (psychic.servesInr) prices.set('INR', psychic.price);
  if (eur !== undefined) prices.set('EUR', eur.price);
  return prices;
}

/** The console's prices: every market served, with its latest request. */
export async function consolePrices(
  db: Database,
  consultantId: number,
): Promise<ConsoleProfile['prices']> {
  const prices = await servedPrices(db, consultantId);
  return Promise.all(
    [...prices].map(async ([currency, pricePerMinuteMinor]) => ({
      currency,
      pricePerMinuteMinor,
      priceChange: await latestPriceChange(db, consultantId, currency),
    })),
  );
}

const MARKET_NAME: Readonly<Record<MarketCurrency, string>> = {
  INR: 'in India (INR)',
  EUR: 'in euros (EUR)',
};

export function reasonNotServed(currency: MarketCurrency): string {
  return `currency: you are not offered ${MARKET_NAME[currency]}, so you cannot ask for a price there; the operator opens a market.`;
}

/**
 * A new ask replaces the one still waiting in the same currency (the partial unique index allows
 * one per psychic and currency). Only a market the psychic serves can get a new price.
 */
export async function requestPriceChange(
  db: Database,
  consultantId: number,
  ask: Readonly<{ currency: MarketCurrency; pricePerMinuteMinor: number }>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = (await servedPrices(tx, consultantId, true)).get(ask.currency);
    if (current === undefined) throw new CallFailure(400, reasonNotServed(ask.currency));
    if (current === ask.pricePerMinuteMinor) {
      throw new CallFailure(400, 'pricePerMinuteMinor: is already your price.');
    }
    await tx
      .delete(priceChangeRequests)
      .where(
        and(
          eq(priceChangeRequests.consultantId, consultantId),
          eq(priceChangeRequests.currency, ask.currency),
          eq(priceChangeRequests.status, 'pending'),
        ),
      );
    await tx.insert(priceChangeRequests).values({
      consultantId,
      currency: ask.currency,
      currentPriceMinor: current,
      requestedPriceMinor: ask.pricePerMinuteMinor,
      status: 'pending',
      createdAt: now,
    });
  });
}

async function findPriceChange(db: Database, id: number): Promise<PriceChange> {
  const [row] = await selectPriceChanges(db).where(eq(priceChangeRequests.id, id));
  if (row === undefined) throw new CallFailure(404, `No price change request with id ${id}.`);
  return toView(row);
}

export async function listPriceChanges(
  db: Database,
  input: z.output<typeof adminPriceChangesInputSchema>,
): Promise<{ items: PriceChange[]; total: number }> {
  const condition = and(
    input.status === 'all' ? undefined : eq(priceChangeRequests.status, input.status),
    input.currency === undefined ? undefined : eq(priceChangeRequests.currency, input.currency),
  );
  const rows = await selectPriceChanges(db)
    .where(condition)
    .orderBy(asc(priceChangeRequests.createdAt), asc(priceChangeRequests.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const [counted] = await db.select({ total: count() }).from(priceChangeRequests).where(condition);
  return { items: rows.map(toView), total: counted?.total ?? 0 };
}

export const REASON_PRICE_CHANGE_DECIDED = 'This price change request was already decided.';

export function reasonMarketClosed(name: string, currency: MarketCurrency): string {
  return `${name} is no longer offered ${MARKET_NAME[currency]}; reject this request instead.`;
}

/**
 * Approving sets the price of the request's currency at once: the India price on the psychic, or
 * their euro price (chats already running keep the price they started with). A market closed
 * since the ask cannot be reopened by an approval (409).
 */
export async function decidePriceChange(
  db: Database,
  admin: { id: number },
  input: z.output<typeof adminPriceChangeDecideInputSchema>,
  now: Date,
): Promise<PriceChange> {
  return db.transaction(async (tx) => {
    const [asked] = await tx
      .select({ consultantId: priceChangeRequests.consultantId })
      .from(priceChangeRequests)
      .where(eq(priceChangeRequests.id, input.id));
    if (asked === undefined) {
      throw new CallFailure(404, `No price change request with id ${input.id}.`);
    }
    // The psychic's rows first, then the request, in the order a new ask takes them, so an ask
    // and a decision at the same moment queue instead of deadlocking.
    const served = await servedPrices(tx, asked.consultantId, true);
    const [locked] = await tx
      .select()
      .from(priceChangeRequests)
      .where(eq(priceChangeRequests.id, input.id))
      .for('update');
    if (locked === undefined) {
      throw new CallFailure(404, `No price change request with id ${input.id}.`);
    }
    if (locked.status !== 'pending') throw new CallFailure(409, REASON_PRICE_CHANGE_DECIDED);
    const before = await findPriceChange(tx, input.id);
    const approved = input.decision === 'approve';
    if (approved) {
      if (!served.has(before.currency)) {
        throw new CallFailure(409, reasonMarketClosed(before.consultantName, before.currency));
      }
      if (before.currency === 'INR') {
        await tx
          .update(consultants)
          .set({ pricePerMinuteMinor: locked.requestedPriceMinor })
          .where(eq(consultants.id, locked.consultantId));
      } else {
        await tx
          .update(consultantPrices)
          .set({ chatPerMinuteMinor: locked.requestedPriceMinor, updatedAt: now })
          .where(
            and(
              eq(consultantPrices.consultantId, locked.consultantId),
              eq(consultantPrices.currency, before.currency),
            ),
          );
      }
    }
    await tx
      .update(priceChangeRequests)
      .set({
        status: approved ? 'approved' : 'rejected',
        note: input.note === '' ? null : input.note,
        decidedBy: admin.id,
        decidedAt: now,
      })
      .where(eq(priceChangeRequests.id, input.id));
    const after = await findPriceChange(tx, input.id);
    await recordAudit(tx, {
      adminUserId: admin.id,
      action: `price_change.${input.decision}`,
      targetType: 'price_change_request',
      targetId: input.id,
      before,
      after,
    });
    return after;
  });
}
