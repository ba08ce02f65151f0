import { and, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { SeedStep } from '../../seed/seed-step';
import { consultantPrices, consultants } from '../catalogue-tables';
import { DEMO_CONSULTANTS } from './catalogue-seed';

/**
 * A demo psychic's euro prices as an operator would set them (decision 045), not a conversion:
 * cents ending in 9 (€0.49 at least), a call a third dearer than a chat.
 */
export function demoEuroPrices(chatPriceRupees: number, hasCallPrice: boolean) {
  const chat = Math.max(49, Math.round((chatPriceRupees * 1.2) / 10) * 10 - 1);
  return {
    chatPerMinuteMinor: chat,
    callPerMinuteMinor: hasCallPrice ? Math.round((chat * 1.3) / 10) * 10 - 1 : null,
  };
}

/**
 * Euro prices for the German-speaking demo psychics and every demo console account, so a German
 * viewer of `npm start` finds psychics to chat with and the console accounts can take euro
 * sessions. A price an operator set already is left alone.
 */
export const demoEuroPricesSeed: SeedStep = {
  id: 'catalogue/demo-euro-prices@1',
  demo: true,
  run: async (tx) => {
    const rows = await tx
      .select({
        id: consultants.id,
        slug: consultants.slug,
        callPrice: consultants.callPricePerMinuteMinor,
      })
      .from(consultants)
      .where(
        and(
          inArray(
            consultants.slug,
            DEMO_CONSULTANTS.map((consultant) => consultant.slug),
          ),
          or(sql`'de' = any(${consultants.languages})`, isNotNull(consultants.userId)),
        ),
      );
    const prices = rows.flatMap((row) => {
      const demo = DEMO_CONSULTANTS.find((consultant) => consultant.slug === row.slug);
      return demo === undefined
        ? []
        : [
            {
              consultantId: row.id,
              currency: 'EUR',
              ...demoEuroPrices(demo.priceRupees, row.callPrice !== null),
            },
          ];
    });
    // One statement for all rows (decision 054).
    if (prices.length > 0) await tx.insert(consultantPrices).values(prices).onConflictDoNothing();
  },
};
