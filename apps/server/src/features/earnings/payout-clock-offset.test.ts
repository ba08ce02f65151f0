import {
  consolePayoutMethodSaveCall,
  consolePayoutsCall,
} from '@lumus/contract/earnings/earnings-calls';
import {
  adminPayoutBatchCreateCall,
  adminPayoutSettingsCall,
} from '@lumus/contract/earnings/payout-admin-calls';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { call, callData } from '../../test/call-client';
import { adminUser } from '../admin/admin-test-helpers';
import { chatServerPerSuite, consultantAccount } from '../chat/chat-test-fixtures';
import { REASON_OFFSET_IN_PRODUCTION } from './earnings-env';
import { bookSessionEnd } from './earnings-ledger';

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('the payout clock offset (test only)', () => {
  const { server, time } = chatServerPerSuite({
    PAYOUT_CLOCK_OFFSET_HOURS: '24',
    PAYOUT_MINIMUM_MINOR: '0',
    OTP_SENDS_PER_IP_PER_HOUR: '100',
  });

  it('lets the operator pay out the day that is still running, and nothing else moves', async () => {
    const { app, database } = server;
    const admin = await adminUser(app, database.db, '9400000031');
    const psychic = await consultantAccount(app, database.db, '9400000032', 1000);
    await callData(app, psychic, consolePayoutMethodSaveCall, {
      method: { kind: 'upi', accountName: 'Mira Sen', upiId: 'mira@okaxis' },
    });
    await bookSessionEnd(database.db, {
      sessionId: 910_001,
      consultantId: psychic.consultantId,
      earningsMinor: 1_500,
      freeSecondsUsed: 0,
      at: time.clock(),
    });
    const today = day(time.clock());
    // The form suggests a period that ends today (the payout clock is a day ahead).
    const settings = await callData(app, admin, adminPayoutSettingsCall, {});
    expect(settings.suggestedTo).toBe(today);
    const run = await callData(app, admin, adminPayoutBatchCreateCall, { from: today, to: today });
    expect(run.payouts.map((p) => p.gross)).toEqual([1_500]);
    // A period that has not begun even on the shifted clock is still refused.
    const tomorrow = day(new Date(time.clock().getTime() + 86_400_000));
    const early = await call(app, admin, adminPayoutBatchCreateCall, {
      from: tomorrow,
      to: tomorrow,
    });
    expect(early.statusCode).toBe(400);
    const paid = await callData(app, psychic, consolePayoutsCall, {});
    expect(paid.items).toHaveLength(1);
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYOUT_CLOCK_OFFSET_HOURS: '24' })).toThrow(
      REASON_OFFSET_IN_PRODUCTION,
    );
    expect(loadConfig({ PAYOUT_CLOCK_OFFSET_HOURS: '24' }).payouts.clockOffsetHours).toBe(24);
  });
});
