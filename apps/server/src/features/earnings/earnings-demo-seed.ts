import { asc, isNotNull } from 'drizzle-orm';
import type { PayoutMethod } from '@lumus/contract/earnings/payout-methods';
import { consultants } from '../catalogue/catalogue-tables';
import type { SeedStep } from '../seed/seed-step';
import { chatOrders } from '../sessions/session-tables';
import { users } from '../users/users-tables';
import { bookClawback, bookSessionEnds, type SessionEarning } from './earnings-ledger';
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
    // One statement per table where the ledger allows (decision 054): the payout profiles, all
    // chats, then each psychic's earnings in order, split only where a refund is booked between.
    await tx
      .insert(payoutProfiles)
      .values(
        psychics.map((psychic, index) => ({
          consultantId: psychic.id,
          acceptsFreeSessions: true,
          method: METHODS[index] ?? null,
        })),
      )
      .onConflictDoNothing();
    const chats = psychics.flatMap((psychic, index) => {
      const rows = [];
      for (let day = WEEKS * 7; day >= 1; day -= 2 + (index % 2)) {
        const minutes = 4 + ((day * 7 + index * 3) % 17);
        const endedAt = new Date(today - day * DAY_MS + (10 + (day % 9)) * 3_600_000);
        const startedAt = new Date(endedAt.getTime() - minutes * 60_000);
        const charged = minutes * psychic.rate;
        const earnings = Math.floor((charged * (100 - SHARE)) / 100);
        rows.push({ psychic, day, minutes, startedAt, endedAt, charged, earnings });
      }
      return rows;
    });
    const orders = await tx
      .insert(chatOrders)
      .values(
        chats.map((chat) => ({
          userId: client.id,
          consultantId: chat.psychic.id,
          status: 'ended' as const,
          ratePerMinuteMinor: chat.psychic.rate,
          startedAt: chat.startedAt,
          endedAt: chat.endedAt,
          endReason: 'user_ended' as const,
          billedSeconds: chat.minutes * 60,
          amountChargedMinor: chat.charged,
          platformSharePercent: SHARE,
          consultantEarningsMinor: chat.earnings,
          createdAt: chat.startedAt,
        })),
      )
      .returning({ id: chatOrders.id });
    let ends: SessionEarning[] = [];
    for (const [position, chat] of chats.entries()) {
      const order = orders[position];
      if (order === undefined) continue;
      ends.push({
        sessionId: order.id,
        consultantId: chat.psychic.id,
        earningsMinor: chat.earnings,
        freeSecondsUsed: 0,
        at: chat.endedAt,
      });
      if (chat.day === 9) {
        await bookSessionEnds(tx, ends);
        ends = [];
        await bookClawback(tx, {
          sessionId: order.id,
          consultantId: chat.psychic.id,
          earningsBefore: chat.earnings,
          earningsAfter: Math.floor(chat.earnings / 2),
          reason: 'The user lost connection halfway (demo refund)',
          refundKey: `demo:${order.id}`,
          at: new Date(chat.endedAt.getTime() + DAY_MS),
        });
      }
    }
    await bookSessionEnds(tx, ends);
    // The weeks before the last two were paid out.
    const to = new Date(today - 15 * DAY_MS).toISOString().slice(0, 10);
    const from = new Date(today - WEEKS * 7 * DAY_MS).toISOString().slice(0, 10);
    const now = new Date(today - 13 * DAY_MS);
    const config = {
      cycleDays: 7,
      minimumMinor: 100,
      withholdingBasisPoints: { IN: 1000, DE: 0 },
      clockOffsetHours: 0,
    };
    const batch = await createBatch(tx, { from, to, adminUserId: null, now, config });
    await markBatchPaid(tx, {
      batchId: batch.batch.id,
      adminUserId: null,
      now: new Date(today - 12 * DAY_MS),
    });
  },
};
