import { LOGIN_CHECK_ID } from '@lumus/contract/constants';
import { type DeviceData } from '@lumus/contract/auth/guest-login';
import { type UserLoginMode, userLoginModeSchema } from '@lumus/contract/auth/user';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { staticValues } from '../static-values/static-values-tables';
import { guests } from '../users/users-tables';
import { guestLoginCall, guestLoginExperimentCall } from '@lumus/contract/auth/auth-calls';
import { registerCall } from '../../lib/http/register-call';

/** Both screens the flags could switch on are the ones this app has; no experiment runs. */
export const DEVICE_DATA: DeviceData = {
  isToShowNewPoDesignScreen: false,
  isToShowDirectIntakeFormPanditJi: false,
};

async function loginMode(db: Database): Promise<UserLoginMode> {
  const [row] = await db
    .select({ mode: staticValues.mode })
    .from(staticValues)
    .where(eq(staticValues.id, LOGIN_CHECK_ID));
  const parsed = userLoginModeSchema.safeParse(row?.mode);
  return parsed.success ? parsed.data : 'MOBILE';
}

export function registerGuestRoutes(
  app: FastifyInstance,
  deps: Readonly<{ db: Database; clock: () => Date }>,
): void {
  for (const call of [guestLoginCall, guestLoginExperimentCall]) {
    registerCall(app, call, async (input) => {
      // The hardware id is the stable one (spec §3); the device id is a fallback without it.
      const deviceKey =
        input.hardwareId !== '' ? `hw:${input.hardwareId}` : `dev:${input.deviceId}`;
      if (input.hardwareId === '' && input.deviceId === '') {
        throw new CallFailure(400, 'hardwareId or deviceId is required');
      }
      const now = deps.clock();
      const [guest] = await deps.db
        .insert(guests)
        .values({
          id: randomUUID(),
          deviceKey,
          deviceId: input.deviceId,
          hardwareId: input.hardwareId,
          timeZone: input.timezone,
          appId: input.appId,
          createdAt: now,
          lastSeenAt: now,
        })
        .onConflictDoUpdate({
          target: guests.deviceKey,
          set: { lastSeenAt: now, timeZone: input.timezone, appId: input.appId },
        })
        .returning({ id: guests.id });
      if (guest === undefined) throw new Error('guest upsert returned nothing');
      return {
        status: 'success',
        userLoginModeV2: await loginMode(deps.db),
        data: { ...DEVICE_DATA, guestUserId: guest.id },
      };
    });
  }
}
