import { guestLoginResponseSchema } from '@lumus/contract/auth/guest-login';
import { LOGIN_CHECK_ID } from '@lumus/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../app/seed-steps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runSeed } from '../seed/run-seed';
import { staticValues } from '../static-values/static-values-tables';
import { guestLoginCall, guestLoginExperimentCall } from '@lumus/contract/auth/auth-calls';

const device = { businessId: 12, timezone: 'Asia/Kolkata', appId: 3, deviceId: 'd-1' };

describe('guest login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await runSeed(t.database.db, SEED_STEPS);
  });
  afterAll(async () => {
    await t.close();
  });

  const guest = async (url: string, hardwareId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { ...device, hardwareId },
    });
    expect(response.statusCode).toBe(200);
    return guestLoginResponseSchema.parse(response.json());
  };

  it('reuses one guest per hardware id, on both paths, and a new one for another device', async () => {
    const first = await guest(guestLoginCall.path, 'a'.repeat(32));
    expect(first).toEqual({
      status: 'success',
      userLoginModeV2: 'MOBILE',
      data: {
        isToShowNewPoDesignScreen: false,
        isToShowDirectIntakeFormPanditJi: false,
        guestUserId: expect.any(String) as string,
      },
    });
    const again = await guest(guestLoginExperimentCall.path, 'a'.repeat(32));
    expect(again.data?.guestUserId).toBe(first.data?.guestUserId);
    const other = await guest(guestLoginCall.path, 'b'.repeat(32));
    expect(other.data?.guestUserId).not.toBe(first.data?.guestUserId);
  });

  it('answers the login mode stored under id 507', async () => {
    await t.database.db
      .update(staticValues)
      .set({ mode: 'EMAIL' })
      .where(eq(staticValues.id, LOGIN_CHECK_ID));
    expect((await guest(guestLoginCall.path, 'c'.repeat(32))).userLoginModeV2).toBe('EMAIL');
  });

  it('needs a hardware or device id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: guestLoginCall.path,
      payload: { ...device, deviceId: '', hardwareId: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'fail',
      reason: 'hardwareId or deviceId is required',
    });
  });
});
