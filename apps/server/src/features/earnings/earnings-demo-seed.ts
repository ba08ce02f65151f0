import { asc, isNotNull } from 'drizzle-orm';
import type { PayoutMethod } from '@lumus/contract/earnings/payout-methods';
import { consultants } from '../catalogue/catalogue-tables';
import type { SeedStep } from '../seed/seed-step';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { bookClawback, bookSessionEnd } from './earnings-ledger';
import { payoutProfiles } from './earnings-tables';
import { createBatch, markBatchPaid } from './payout-batches';

const DAY_MS = 86_400_000;
const WEEKS = 6;
const SHARE = 30;

const METHODS: readonly PayoutMethod[] = [
  { kind: 'upi', accountName: 'Demo Psychic One', upiId: 'demo.one@okhdfc' },
  {
    kind: 'bank_in',
    accountName: 'Demo Psychic Two',
    accountNumber: '50100012345678',
    ifsc: 'HDFC0001234',
  },
  { kind: 'upi', accountName: 'Demo Psychic Three', upiId: 'demo.three@okicici' },
];

/**
 * Six weeks of ended chats for the demo psychics with console accounts (booked through the same
 * ledger functions as a real end and refund), one partial refund, payout methods, opt-in to free
 * sessions, and one payout batch for the older weeks, paid (decision 038). Runs after the console
 * accounts' step.
 */
export const earningsDemoSeed: SeedStep = {
  id: 'earnings/demo-history@1',
  demo: true,
  run: async (tx) => {
    const psychics = await tx
      .select({ id: consultants.id, rate: consultants.pricePerMinuteMinor })
      .from(consultants)
      .where(isNotNull(consultants.userId))
      .orderBy(asc(consultants.id))
      .limit(5);
    if (psychics.length === 0) return;
    const [client] = await tx
      .insert(users)
      .values({
        name: 'Demo Client',
        countryCode: '91',
        mobile: '9876509999',
        timeZone: 'Asia/Kolkata',
        registeredAt: new Date(Date.now() - (WEEKS * 7 + 1) * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (client === undefined) return;
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    for (const [index, psychic] of psychics.entries()) {
      const method = METHODS[index] ?? null;
      await tx
        .insert(payoutProfiles)
        .values({ consultantId: psychic.id, acceptsFreeSessions: true, method })
        .onConflictDoNothing();
      for (let day = WEEKS * 7; day >= 1; day -= 2 + (index % 2)) {
        const minutes = 4 + ((day * 7 + index * 3) % 17);
        const endedAt = new Date(today - day * DAY_MS + (10 + (day % 9)) * 3_600_000);
        const startedAt = new Date(endedAt.getTime() - minutes * 60_000);
        const charged = minutes * psychic.rate;
        const earnings = Math.floor((charged * (100 - SHARE)) / 100);
        const [order] = await tx
          .insert(chatOrders)
          .values({
            userId: client.id,
            consultantId: psychic.id,
            status: 'ended',
            ratePerMinuteMinor: psychic.rate,
            startedAt,
            endedAt,
            endReason: 'user_ended',
            billedSeconds: minutes * 60,
            amountChargedMinor: charged,
            platformSharePercent: SHARE,
            consultantEarningsMinor: earnings,
            createdAt: startedAt,
          })
          .returning({ id: chatOrders.id });
        if (order === undefined) continue;
        await bookSessionEnd(tx, {
          sessionId: order.id,
          consultantId: psychic.id,
          earningsPaise: earnings,
          freeSecondsUsed: 0,
          at: endedAt,
        });
        if (day === 9) {
          await bookClawback(tx, {
            sessionId: order.id,
            consultantId: psychic.id,
            earningsBefore: earnings,
            earningsAfter: Math.floor(earnings / 2),
            reason: 'The user lost connection halfway (demo refund)',
            refundKey: `demo:${order.id}`,
            at: new Date(endedAt.getTime() + DAY_MS),
          });
        }
      }
    }
    // The weeks before the last two were paid out.
    const to = new Date(today - 15 * DAY_MS).toISOString().slice(0, 10);
    const from = new Date(today - WEEKS * 7 * DAY_MS).toISOString().slice(0, 10);
    const now = new Date(today - 13 * DAY_MS);
    const config = { cycleDays: 7, minimumMinor: 100, withholdingBasisPoints: { IN: 1000, DE: 0 } };
    const batch = await createBatch(tx, { from, to, adminUserId: null, now, config });
    await markBatchPaid(tx, {
      batchId: batch.batch.id,
      adminUserId: null,
      now: new Date(today - 12 * DAY_MS),
    });
  },
};
