import { z } from 'zod';
import { marketCurrencySchema } from '../markets/currency-amount';
import { chatOrderSchema } from '../chat/chat-order';
import { booleanField, idField } from '../fields';
import { textField } from '../text-fields';
import { walletTransactionSchema } from '../wallet/wallet-transactions';
import { pageFields } from '../wallet/money';
import { adminPage, optionalSearchField } from './admin-common';
import { adminPaymentSchema } from './admin-payments';

/** `support`: a support agent (issue 24), who works the support inbox and nothing else. */
export const adminRoleSchema = z.enum(['user', 'consultant', 'admin', 'support']);

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  mobile: z.string().nullable(),
  role: adminRoleSchema,
  blocked: z.boolean(),
  blockedAt: z.string().nullable(),
  balance: z.number().int(),
  /** The wallet's currency, in whose minor units `balance` is; null before the first top-up. */
  walletCurrency: marketCurrencySchema.nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersInputSchema = z.object({
  ...pageFields,
  /** Name, e-mail, number digits, or `#<id>`. */
  search: optionalSearchField,
});
export type AdminUsersInput = z.input<typeof adminUsersInputSchema>;
export const adminUsersDataSchema = adminPage(adminUserSchema);

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  ledger: z.array(walletTransactionSchema),
  payments: z.array(adminPaymentSchema),
  orders: z.array(chatOrderSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserDataSchema = adminUserDetailSchema;

export const adminUserBlockInputSchema = z.object({
  id: idField,
  blocked: booleanField,
  reason: textField(500).default(''),
});
export type AdminUserBlockInput = z.input<typeof adminUserBlockInputSchema>;
