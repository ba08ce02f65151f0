import { z } from 'zod';
import { intField } from '../fields';
import { textField } from '../text-fields';
import { userLoginModeSchema } from './user';

/** `login/user/without/login` (and `/experiment`): a guest session for this device. */
export const guestLoginRequestSchema = z.object({
  businessId: intField,
  timezone: textField(64),
  appId: intField,
  deviceId: textField(128),
  hardwareId: textField(64),
});
export type GuestLoginRequest = z.input<typeof guestLoginRequestSchema>;

/** The device data of spec §3, stored under `deviceToken` by the client. */
export const deviceDataSchema = z.object({
  isToShowNewPoDesignScreen: z.boolean(),
  isToShowDirectIntakeFormPanditJi: z.boolean(),
});
export type DeviceData = z.infer<typeof deviceDataSchema>;

export const guestLoginResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  userLoginModeV2: userLoginModeSchema,
  data: deviceDataSchema.extend({ guestUserId: z.string() }).optional(),
});
export type GuestLoginResponse = z.infer<typeof guestLoginResponseSchema>;
