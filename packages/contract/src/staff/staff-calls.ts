import { z } from 'zod';
import { adminCall } from '../admin/admin-calls';
import { idField } from '../fields';
import { textField } from '../text-fields';

/** Someone who works at Lumus: an admin, or a support agent who works the support inbox only. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  countryCode: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(['admin', 'support']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });

export const staffAddInputSchema = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, { error: 'must be a dial code such as 91 or +49' })
    .transform((code) => code.replace(/^\+/, '')),
  mobile: z
    .string()
    .trim()
    .transform((mobile) => mobile.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{4,15}$/, { error: 'must be 4 to 15 digits' })),
  name: textField(60).pipe(z.string().min(1, { error: 'must not be empty' })),
});
export type StaffAddInput = z.input<typeof staffAddInputSchema>;

export const staffRemoveInputSchema = z.object({ userId: idField });

export const adminStaffListCall = adminCall('staffList', {
  summary: 'Admin: the admins and support agents',
  input: z.object({}),
  output: staffListSchema,
});

export const adminStaffAddCall = adminCall('staffAdd', {
  summary: "Admin: makes a phone number's account a support agent (creating the account if needed)",
  input: staffAddInputSchema,
  output: staffListSchema,
});

export const adminStaffRemoveCall = adminCall('staffRemove', {
  summary: 'Admin: turns a support agent back into an ordinary user',
  input: staffRemoveInputSchema,
  output: staffListSchema,
});
