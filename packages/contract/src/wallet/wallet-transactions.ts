import { z } from 'zod';
import { pageFields, pageInfoSchema } from './money';
import { defineCall } from '../call';
import { sessionKindSchema } from '../chat/chat-order';

export const walletEntryKindSchema = z.enum([
  'recharge',
  'bonus',
  'chat_charge',
  'refund',
  'adjustment',
  /** A credit from the Lumus team in a support conversation (issue 24). */
  'goodwill',
]);
export type WalletEntryKind = z.infer<typeof walletEntryKindSchema>;

export const walletReferenceTypeSchema = z.enum([
  'payment_log',
  'chat_order',
  'admin_action',
  'support_conversation',
]);
export type WalletReferenceType = z.infer<typeof walletReferenceTypeSchema>;

export const walletTransactionsInputSchema = z.object(pageFields);
export type WalletTransactionsInput = z.input<typeof walletTransactionsInputSchema>;

export const walletTransactionSchema = z.object({
  id: z.number().int(),
  kind: walletEntryKindSchema,
  /** Signed paise: credits positive, charges negative. */
  amount: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  referenceType: walletReferenceTypeSchema,
  referenceId: z.string(),
  /**
   * The chat or call an entry belongs to (a charge, its refund), so the line can name the
   * psychic ("Chat with Aarav Sharma"); null for recharges, bonuses and adjustments.
   */
  session: z.object({ kind: sessionKindSchema, psychicName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export type WalletTransactionsResponse = z.infer<typeof walletTransactionsCall.response>;

/** Not in the spec's list (it names only the screen): the ledger of the signed-in user, newest first. */
export const walletTransactionsCall = defineCall({
  path: '/api/wallet/transactions/get',
  methods: ['GET', 'POST'],
  summary: 'Wallet ledger entries of the signed-in user, newest first',
  input: walletTransactionsInputSchema,
  output: pageInfoSchema.extend({ items: z.array(walletTransactionSchema) }),
  auth: 'user',
});
