import type { AdminAuditEntry } from '@lumus/contract/admin/admin-audit';
import { describe, expect, it } from 'vitest';
import { auditLines } from './audit-fields';

const entry = (action: string, before: unknown, after: unknown): AdminAuditEntry => ({
  id: 1,
  adminUserId: 1,
  adminName: 'Ops',
  action,
  targetType: 'user',
  targetId: '7',
  targetName: 'Meera',
  before,
  after,
  createdAt: '2026-03-01T10:00:00.000Z',
});

describe('auditLines', () => {
  it('labels the fields of a known action and shows before → after only where they differ', () => {
    const lines = auditLines(
      entry(
        'user.block',
        { blocked: false, balance: 5_000, name: 'Meera' },
        { blocked: true, balance: 5_000, reason: 'Spam', name: 'Meera' },
      ),
    );
    expect(lines).toEqual([
      { label: 'blocked', labelled: true, format: 'yes_no', before: false, after: true },
      { label: 'reason', labelled: true, format: 'text', after: 'Spam' },
      { label: 'balance', labelled: true, format: 'money', currency: 'INR', after: 5_000 },
    ]);
  });

  it('reads nested fields (a refund changes the billing)', () => {
    const lines = auditLines(
      entry(
        'order.refund',
        { billing: { charged: 900, refunded: 0, refundable: 900 } },
        { billing: { charged: 900, refunded: 300, refundable: 600 }, refund: { applied: true } },
      ),
    );
    expect(
      lines.map((line) => [line.label, 'before' in line ? line.before : '=', line.after]),
    ).toEqual([
      ['charged', '=', 900],
      ['refunded', 0, 300],
      ['refundable', 900, 600],
    ]);
  });

  it('falls back to key: value lines for an unknown action, only changed keys when both sides exist', () => {
    expect(
      auditLines(
        entry('free_chat_minutes.save', { minutes: 3, by: 'env' }, { minutes: 5, by: 'env' }),
      ),
    ).toEqual([{ label: 'minutes', labelled: false, format: 'text', before: 3, after: 5 }]);
    expect(auditLines(entry('recharge_pack.create', null, { amountMinor: 500 }))).toEqual([
      { label: 'amountMinor', labelled: false, format: 'text', after: 500 },
    ]);
  });

  it("shows amounts in their own currency: a euro price change, a psychic's euro price", () => {
    const change = { currency: 'EUR', currentPriceMinor: 149, requestedPriceMinor: 199 };
    expect(
      auditLines(
        entry(
          'price_change.approve',
          { ...change, status: 'pending' },
          { ...change, status: 'approved' },
        ),
      ).filter((line) => line.format === 'money'),
    ).toEqual([
      { label: 'current_price', labelled: true, format: 'money', currency: 'EUR', after: 149 },
      { label: 'requested_price', labelled: true, format: 'money', currency: 'EUR', after: 199 },
    ]);
    const market = auditLines(
      entry(
        'consultant.update',
        {
          displayName: 'Ada',
          pricePerMinuteMinor: 3000,
          servesInr: true,
          eurPricePerMinuteMinor: null,
        },
        {
          displayName: 'Ada',
          pricePerMinuteMinor: 3000,
          servesInr: false,
          eurPricePerMinuteMinor: 199,
        },
      ),
    );
    expect(market.filter((line) => 'before' in line)).toEqual([
      { label: 'serves_inr', labelled: true, format: 'yes_no', before: true, after: false },
      {
        label: 'eur_price',
        labelled: true,
        format: 'euro',
        currency: 'EUR',
        before: null,
        after: 199,
      },
    ]);
    expect(market.find((line) => line.label === 'price')).toMatchObject({ currency: 'INR' });
  });
});
