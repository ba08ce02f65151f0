import type { DeviceData } from '@lumus/contract/auth/guest-login';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import { toUserRecord } from './user-record';
import { loginEvents, userDevices, users } from './users-tables';
import {
  notifyLoginCall,
  registrationCall,
  updateDeviceTokenCall,
  updateProfileCall,
} from '@lumus/contract/auth/auth-calls';
import type { CallUser } from '../../lib/http/call-user';
import { registerCall } from '../../lib/http/register-call';

export const REASON_OTHER_USER = 'You can only change your own account.';
export const REASON_ALREADY_REGISTERED = 'Registration details were already saved.';

export type ProfileDeps = Readonly<{
  db: Database;
  clock: () => Date;
  deviceData: DeviceData;
}>;

export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const ownId = (caller: CallUser, claimed: number) => {
    if (claimed !== caller.id) throw new CallFailure(403, REASON_OTHER_USER);
    return caller;
  };

  registerCall(app, updateProfileCall, async (input, { user }) => {
    const { id } = ownId(user, input.userId);
    await deps.db.update(users).set({ name: input.name }).where(eq(users.id, id));
    return { status: 'success', data: { name: input.name } };
  });

  registerCall(app, updateDeviceTokenCall, async (input, { user }) => {
    const { id } = ownId(user, input.user_id);
    const values = {
      deviceType: input.deviceType,
      appId: input.app_id,
      version: input.version,
      updatedAt: deps.clock(),
    };
    await deps.db
      .insert(userDevices)
      .values({ userId: id, deviceId: input.device_id, ...values })
      .onConflictDoUpdate({ target: [userDevices.userId, userDevices.deviceId], set: values });
    return { status: 'success', data: deps.deviceData };
  });

  registerCall(app, notifyLoginCall, async (input, { request, user: caller }) => {
    const now = deps.clock();
    await deps.db.insert(loginEvents).values({
      userId: caller.id,
      sessionId: caller.sessionId,
      hardwareId: input.hardwareId,
      ip: request.ip,
      userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
      at: now,
    });
    await deps.db.update(users).set({ lastLoginAt: now }).where(eq(users.id, caller.id));
    return { status: 'success' };
  });

  registerCall(app, registrationCall, async (input, { user }) => {
    const { id } = user;
    // Conditional update: two submits at once cannot both register.
    const [updated] = await deps.db
      .update(users)
      .set({
        name: input.name,
        // Only what was sent: a name-only registration (decision 042) leaves the rest as it is.
        ...(input.gender === undefined ? {} : { gender: input.gender }),
        ...(input.dob === undefined ? {} : { dob: input.dob }),
        ...(input.timeOfBirth === '' ? {} : { timeOfBirth: input.timeOfBirth }),
        ...(input.placeOfBirth === '' ? {} : { placeOfBirth: input.placeOfBirth }),
        registeredAt: deps.clock(),
      })
      .where(and(eq(users.id, id), isNull(users.registeredAt)))
      .returning();
    if (updated === undefined) throw new CallFailure(409, REASON_ALREADY_REGISTERED);
    return { status: 'success', data: toUserRecord(updated) };
  });
}
