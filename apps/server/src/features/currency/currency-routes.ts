import {
  CURRENCY_DETAILS_PATH,
  currencyDetailsInputSchema,
  currencyDetailsResponseSchema,
} from '@lumus/contract/currency';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { defineCall } from '../../lib/http/define-call';
import { currencyRates } from './currency-tables';
import { pickCurrency } from './pick-currency';

/**
 * Spec §7 "Rate of conversion". Open to guests: the currency depends only on the time zone, so a
 * signed-in client may send its token and id headers but nothing here reads them.
 */
export function registerCurrencyRoutes(app: FastifyInstance, deps: { db: Database }): void {
  defineCall(app, {
    method: ['GET', 'POST'],
    url: CURRENCY_DETAILS_PATH,
    summary: 'The display currency for a time zone (currencyDto, isForeign)',
    input: currencyDetailsInputSchema,
    output: currencyDetailsResponseSchema,
  }).handle(async ({ timezone }) => {
    const rates = await deps.db
      .select({
        isoCode: currencyRates.isoCode,
        symbol: currencyRates.symbol,
        conversionFactor: currencyRates.conversionFactor,
        countries: currencyRates.countries,
      })
      .from(currencyRates)
      .where(eq(currencyRates.enabled, true));
    return { status: 'success', data: pickCurrency(timezone, rates) };
  });
}
