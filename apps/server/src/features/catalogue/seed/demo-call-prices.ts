import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SeedStep } from '../../seed/seed-step';
import { consultants } from '../catalogue-tables';
import { hashText, seededRandom } from '../seeded-random';
import { DEMO_CONSULTANTS } from './catalogue-seed';

/**
 * A demo psychic's call price: 1.2–1.5 times the chat price (a call is worth more of their time),
 * in whole rupees, deterministic per psychic; about four in five take calls.
 */
export function demoCallPrice(slug: string, chatPriceRupees: number) {
  const random = seededRandom(hashText(`call:${slug}`));
  const factor = 1.2 + random() * 0.3;
  return {
    callPricePerMinuteMinor: Math.max(1, Math.round(chatPriceRupees * factor)) * 100,
    acceptsCalls: random() < 0.8,
  };
}

/**
 * Call prices for the demo psychics (issue 17), so `npm start` users can call one. A separate
 * step, after the console accounts: databases seeded before calls existed get them too, a price
 * an operator set already is left alone, and every demo console account takes calls.
 */
export const demoCallPricesSeed: SeedStep = {
  id: 'catalogue/demo-call-prices@1',
  demo: true,
  run: async (tx) => {
    // One statement for all (decision 054): each update of an indexed row is costly in PGlite.
    const prices = sql.join(
      DEMO_CONSULTANTS.map((consultant) => {
        const price = demoCallPrice(consultant.slug, consultant.priceRupees);
        return sql`(${consultant.slug}::text, ${price.callPricePerMinuteMinor}::integer, ${price.acceptsCalls}::boolean)`;
      }),
      sql`, `,
    );
    await tx.execute(sql`
      update consultants
      set call_price_per_minute_minor = demo.price, accepts_calls = demo.accepts
      from (values ${prices}) as demo (slug, price, accepts)
      where consultants.slug = demo.slug and consultants.call_price_per_minute_minor is null`);
    await tx
      .update(consultants)
      .set({ acceptsCalls: true })
      .where(
        and(
          inArray(
            consultants.slug,
            DEMO_CONSULTANTS.map((consultant) => consultant.slug),
          ),
          isNotNull(consultants.userId),
          isNotNull(consultants.callPricePerMinuteMinor),
        ),
      );
  },
};
