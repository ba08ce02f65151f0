import { currencyDetailsCall } from '@lumus/contract/currency';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { currencyRates } from './currency-tables';
import { pickCurrency } from './pick-currency';
import { registerCall } from '../../lib/http/register-call';

/**
 * Spec §7 "Rate of conversion". Open to guests: the currency depends only on the time zone, so a
 * signed-in client may send its token and id headers but nothing here reads them.
 */
export function registerCurrencyRoutes(app: FastifyInstance, deps: { db: Database }): void {
  registerCall(app, currencyDetailsCall, async ({ timezone }) => {
    const rates = await deps.db
      .select({
        isoCode: currencyRates.isoCode,
        symbol: currencyRates.symbol,
        conversionFactor: currencyRates.conversionFactor,
        countries: currencyRates.countries,
      })
      .from(currencyRates)
      .where(eq(currencyRates.enabled, true));
    return pickCurrency(timezone, rates);
  });
}
