import type { SeedStep } from '../seed/seed-step';
import { issueInvoice } from '../invoices/issue-invoice';
import { paymentLogs } from '../payments/payment-tables';
import { users } from '../users/users-tables';
import { walletEntries, wallets } from '../wallet/wallet-tables';

const DAY_MS = 86_400_000;
const PACKS = [10_000, 20_000, 50_000, 100_000] as const;
const USERS = 14;

/**
 * Customers for the operator dashboard (decision 041): accounts created over the last four
 * weeks, successful test top-ups (some repeat, one failed) with their wallet entries and balances
 * kept consistent, and one refund, so `npm start` shows figures and bars
 * that are not all zero. The sessions and earnings come from the earnings demo step.
 */
export const businessDemoSeed: SeedStep = {
  id: 'admin/demo-business@1',
  demo: true,
  run: async (tx) => {
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const customers = Array.from({ length: USERS }, (_, index) => {
      const daysAgo = (index * 2) % 27;
      const createdAt = new Date(today - daysAgo * DAY_MS + (8 + (index % 10)) * 3_600_000);
      return { index, daysAgo, createdAt, mobile: `90000${String(10_000 + index).slice(-5)}` };
    });
    // One statement per table (decision 054), rows in the order they were once inserted one by
    // one, so the ids are the same.
    const inserted = await tx
      .insert(users)
      .values(
        customers.map((customer) => ({
          name: `Demo Customer ${customer.index + 1}`,
          countryCode: '91',
          mobile: customer.mobile,
          timeZone: 'Asia/Kolkata',
          registeredAt: customer.createdAt,
          createdAt: customer.createdAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, mobile: users.mobile });
    const userIds = new Map(inserted.map((row) => [row.mobile, row.id]));
    // Most pay on their first day, some again later; every fifth never pays.
    const payers = customers.flatMap((customer) => {
      const userId = userIds.get(customer.mobile);
      return userId === undefined || customer.index % 5 === 4 ? [] : [{ ...customer, userId }];
    });
    const logs = payers.flatMap(({ index, daysAgo, createdAt, userId }) => {
      const payDays = index % 3 === 0 ? [daysAgo, Math.max(0, daysAgo - 3)] : [daysAgo];
      const successes = payDays.map((day, n) => {
        const amount = PACKS[(index + n) % PACKS.length] ?? PACKS[0];
        const tax = Math.round(amount * 0.18);
        const at = new Date(createdAt.getTime() + (daysAgo - day) * DAY_MS + 600_000);
        return {
          userId,
          amountMinor: amount,
          netMinor: amount,
          bonusMinor: 0,
          taxMinor: tax,
          totalMinor: amount + tax,
          taxBasisPoints: 1800,
          method: 'test',
          status: 'success' as const,
          createdAt: at,
          updatedAt: at,
          completedAt: at,
        };
      });
      if (index !== 3) return successes;
      return [
        ...successes,
        {
          userId,
          amountMinor: 20_000,
          netMinor: 20_000,
          bonusMinor: 0,
          taxMinor: 3_600,
          totalMinor: 23_600,
          taxBasisPoints: 1800,
          method: 'test',
          status: 'failed' as const,
          failureReason: 'Declined on the test gateway page',
          createdAt,
          updatedAt: createdAt,
        },
      ];
    });
    const stored = logs.length === 0 ? [] : await tx.insert(paymentLogs).values(logs).returning();
    const paid = stored.filter((log) => log.status === 'success');
    const entries: (typeof walletEntries.$inferInsert)[] = [];
    const balances: { userId: number; balanceMinor: number }[] = [];
    for (const { index, createdAt, userId } of payers) {
      let balance = 0;
      for (const log of paid.filter((row) => row.userId === userId)) {
        balance += log.amountMinor;
        entries.push({
          userId,
          kind: 'recharge',
          amountMinor: log.amountMinor,
          balanceAfter: balance,
          referenceType: 'payment_log',
          referenceId: String(log.id),
          idempotencyKey: `demo-business:recharge:${log.id}`,
          createdAt: log.createdAt,
        });
      }
      if (index === 1) {
        balance += 5_000;
        entries.push({
          userId,
          kind: 'refund',
          amountMinor: 5_000,
          balanceAfter: balance,
          referenceType: 'demo',
          referenceId: 'goodwill',
          idempotencyKey: `demo-business:refund:${userId}`,
          createdAt: new Date(createdAt.getTime() + 3_600_000),
        });
      }
      balances.push({ userId, balanceMinor: balance });
    }
    if (entries.length > 0) await tx.insert(walletEntries).values(entries);
    if (balances.length > 0) await tx.insert(wallets).values(balances);
    // Every successful top-up has its invoice (decision 051), numbered in the order they were paid.
    paid.sort((a, b) => (a.completedAt?.getTime() ?? 0) - (b.completedAt?.getTime() ?? 0));
    for (const log of paid) {
      await issueInvoice(tx, { log, seller: null, now: log.completedAt ?? log.createdAt });
    }
  },
};
