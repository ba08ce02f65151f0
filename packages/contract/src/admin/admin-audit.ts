import { z } from 'zod';
import { pageFields } from '../wallet/money';
import { adminPage, optionalDayField, optionalIdField, optionalSearchField } from './admin-common';

/** One admin action: who, what, on which record, when, and the record before and after. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  adminUserId: z.number().int(),
  adminName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The record's name now (user, psychic, "user · psychic" of a chat); null for settings and the like. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditInputSchema = z.object({
  ...pageFields,
  adminUserId: optionalIdField,
  /** e.g. `consultant.update`; a prefix such as `consultant.` matches every consultant action. */
  action: optionalSearchField,
  targetType: optionalSearchField,
  targetId: optionalSearchField,
  from: optionalDayField,
  to: optionalDayField,
});
export type AdminAuditInput = z.input<typeof adminAuditInputSchema>;
export const adminAuditDataSchema = adminPage(adminAuditEntrySchema);
