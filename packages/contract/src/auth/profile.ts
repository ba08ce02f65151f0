import { z } from 'zod';
import { idField, intField } from '../fields';
import { isoDateField, textField, timeOfDayField } from '../text-fields';
import { deviceDataSchema } from './guest-login';
import { genderSchema, userRecordSchema } from './user';

/** `user/update/user_profile`: the name from the welcome modal (spec §4; falls back to 'User'). */
export const updateProfileRequestSchema = z.object({
  name: textField(60).transform((name) => (name === '' ? 'User' : name)),
  userId: idField,
});
export const updateProfileResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  data: z.object({ name: z.string() }).optional(),
});

/**
 * Registration of a not-yet-registered user after verification (spec screen 6, whose content the
 * spec leaves open): the name only, one prompt (decision 042). Birth details belong to the user's
 * profile and the chat intake, where the place comes from the place search; a client may still
 * send them here, checked as before.
 */
export const registrationRequestSchema = z.object({
  name: textField(60).pipe(z.string().min(1, { error: 'is required' })),
  gender: genderSchema.optional(),
  dob: isoDateField.optional(),
  /** Empty when the birth time is not known. */
  timeOfBirth: z.union([timeOfDayField, z.literal('')]).default(''),
  placeOfBirth: textField(200).default(''),
});
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;
export const registrationResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  data: userRecordSchema.optional(),
});

/** `user/api/v1/update_device_token`. */
export const deviceTypeSchema = z.enum(['Windows', 'Android', 'iOS', 'Mac', 'browser']);
export const updateDeviceTokenRequestSchema = z.object({
  user_id: idField,
  device_id: textField(128),
  deviceType: deviceTypeSchema,
  app_id: intField,
  version: textField(32),
});

/** Plain `{ status, reason }` answers (login notification, logout from other devices). */
export const statusResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
});
export const updateDeviceTokenResponseSchema = z.object({
  status: z.enum(['success', 'fail']),
  reason: z.string().optional(),
  data: deviceDataSchema.optional(),
});
