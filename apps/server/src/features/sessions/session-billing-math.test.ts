import { describe, expect, it } from 'vitest';
import { chargeForSeconds, secondsAffordable, settleChat } from './session-billing';

describe('chat billing math', () => {
  it('charges whole seconds at the per-minute rate, rounded down to the paisa', () => {
    expect(chargeForSeconds(90, 2000)).toBe(3000);
    expect(chargeForSeconds(61, 700)).toBe(711);
    expect(chargeForSeconds(1, 59)).toBe(0);
    expect(chargeForSeconds(0, 2000)).toBe(0);
  });

  it('affords up to the first second whose charge reaches the balance', () => {
    expect(secondsAffordable(10_000, 2000)).toBe(300);
    expect(secondsAffordable(100, 700)).toBe(9);
    expect(chargeForSeconds(9, 700)).toBeGreaterThanOrEqual(100);
    expect(chargeForSeconds(8, 700)).toBeLessThan(100);
  });

  it('caps the charge at the balance, skips free seconds and refunds to zero', () => {
    const base = { ratePerMinute: 700, platformSharePercent: 30, refund: false };
    expect(settleChat({ ...base, activeSeconds: 9, freeSeconds: 0, balance: 100 })).toEqual({
      billedSeconds: 9,
      amount: 100,
      earnings: 70,
    });
    expect(settleChat({ ...base, activeSeconds: 200, freeSeconds: 180, balance: 5000 })).toEqual({
      billedSeconds: 20,
      amount: 233,
      earnings: 163,
    });
    expect(
      settleChat({ ...base, activeSeconds: 30, freeSeconds: 0, balance: 5000, refund: true }),
    ).toMatchObject({ amount: 0, earnings: 0 });
  });
});
