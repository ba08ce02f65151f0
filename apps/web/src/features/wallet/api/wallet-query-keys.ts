/**
 * Query keys of wallet and payment data. Everything money-related sits under `wallet`, so one
 * invalidation after a payment refreshes the balance, the ledger and the payment list together.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: (userId: string | null) => ['wallet', userId, 'balance'] as const,
  transactions: (userId: string | null, page: number) =>
    ['wallet', userId, 'transactions', page] as const,
  packs: (userId: string | null) => ['wallet', userId, 'packs'] as const,
  methods: (userId: string | null) => ['wallet', userId, 'methods'] as const,
  paymentLogs: (userId: string | null, page: number) =>
    ['wallet', userId, 'payment-logs', page] as const,
  paymentStatus: (paymentLogId: number) => ['wallet', 'payment-status', paymentLogId] as const,
};
