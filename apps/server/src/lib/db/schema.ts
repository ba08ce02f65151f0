// The one schema drizzle-kit reads and both drivers use; every feature's tables are listed here.
export { seedRuns } from '../../features/seed/seed-tables';
export { staticValues } from '../../features/static-values/static-values-tables';
export { phoneCodes, sessions } from '../../features/auth/auth-tables';
export { identityAccounts } from '../../features/identity-provider/identity-provider-tables';
export { serverKeys } from '../../features/server-keys/server-keys-tables';
export { smsOutbox } from '../../features/sms/sms-tables';
export { guests, loginEvents, userDevices, users } from '../../features/users/users-tables';
export { walletEntries, wallets } from '../../features/wallet/wallet-tables';
export { firstRecharges, paymentLogs, rechargePacks } from '../../features/payments/payment-tables';
export {
  consultantGalleryImages,
  consultantGroupMembers,
  consultantGroups,
  consultantPrices,
  consultantReviews,
  consultants,
  consultations,
} from '../../features/catalogue/catalogue-tables';
export { currencyRates } from '../../features/currency/currency-tables';
export { chatIntakeForms, chatOrders, sessionSweeps } from '../../features/sessions/session-tables';
export { chatMessages, chatRatings, npsScores } from '../../features/chat/chat-tables';
export {
  experimentAssignments,
  experimentExposures,
  experiments,
  experimentVariants,
} from '../../features/experiments/experiments-tables';
export { adminAuditLog, adminRefunds } from '../../features/admin/admin-tables';
export { uploadedFiles } from '../../features/uploads/uploads-tables';
export { birthDetails } from '../../features/birth-details/birth-details-tables';
export {
  consoleConnections,
  consultantPresence,
  presenceInstances,
} from '../../features/chat/presence-tables';
export { favourites, pushSettings, pushSubscriptions } from '../../features/push/push-tables';
export {
  applicationFiles,
  priceChangeRequests,
  psychicApplications,
} from '../../features/onboarding/onboarding-tables';
export {
  earningLines,
  payoutBatches,
  payoutProfiles,
  payouts,
  payoutSettings,
} from '../../features/earnings/earnings-tables';
export {
  supportConversations,
  supportCredits,
  supportImages,
  supportMessages,
} from '../../features/support/support-tables';
export { invoiceSeries, invoices } from '../../features/invoices/invoices-tables';
