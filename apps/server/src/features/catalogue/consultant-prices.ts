import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { consultantPrices, consultants } from './catalogue-tables';
import { cardColumns } from './consultant-card';

/*
 * A psychic's prices in one currency (decision 045): rupees live on the consultant (the India
 * price), every other currency in `consultant_prices`, set by the operator. Nothing is converted: a
 * psychic without a price in a currency is not offered to viewers of that currency.
 */

function priceIn(currency: MarketCurrency, column: 'chat' | 'call'): SQL<number | null> {
  const own =
    column === 'chat' ? consultantPrices.chatPerMinuteMinor : consultantPrices.callPerMinuteMinor;
  return sql<
    number | null
  >`(select ${own} from ${consultantPrices} where ${consultantPrices.consultantId} = ${consultants.id} and ${consultantPrices.currency} = ${currency})`;
}

/** The chat price per minute in `currency` as an expression (null: none). */
export function chatPriceIn(currency: MarketCurrency): SQL<number | null> {
  return currency === 'INR'
    ? sql<number>`${consultants.pricePerMinuteMinor}`
    : priceIn(currency, 'chat');
}

/** Only psychics who serve `currency`'s market: an India price they serve, or a row for it. */
export function servesCurrency(currency: MarketCurrency): SQL {
  return currency === 'INR'
    ? eq(consultants.servesInr, true)
    : sql`exists (select 1 from ${consultantPrices} where ${consultantPrices.consultantId} = ${consultants.id} and ${consultantPrices.currency} = ${currency})`;
}

/** The card columns with the prices in `currency` (`servesCurrency` keeps them non-null). */
export function cardColumnsIn(currency: MarketCurrency) {
  if (currency === 'INR') return cardColumns;
  return {
    ...cardColumns,
    pricePerMinuteMinor: sql<number>`coalesce(${priceIn(currency, 'chat')}, 0)`.mapWith(Number),
    callPricePerMinuteMinor: sql<number | null>`${priceIn(currency, 'call')}`,
  };
}

export type SessionPrices = Readonly<{ chatRate: number; callRate: number | null }>;

/** The prices a session in `currency` is held at; undefined when the psychic has none there. */
export async function sessionPricesIn(
  db: Database,
  consultantId: number,
  currency: MarketCurrency,
): Promise<SessionPrices | undefined> {
  if (currency === 'INR') {
    const [row] = await db
      .select({
        chatRate: consultants.pricePerMinuteMinor,
        callRate: consultants.callPricePerMinuteMinor,
      })
      .from(consultants)
      .where(and(eq(consultants.id, consultantId), eq(consultants.servesInr, true)));
    return row;
  }
  const [row] = await db
    .select({
      chatRate: consultantPrices.chatPerMinuteMinor,
      callRate: consultantPrices.callPerMinuteMinor,
    })
    .from(consultantPrices)
    .where(
      and(eq(consultantPrices.consultantId, consultantId), eq(consultantPrices.currency, currency)),
    );
  return row;
}
