/**
 * Every page's code, one on-demand chunk each (route-level code splitting), keyed by page. Free
 * of React, so the boot entry can start downloading the page a visitor arrives on while React and
 * the shell are still on their way (app/boot/page-preload.ts); the router's lazy routes import
 * the same modules (app-routes.tsx).
 */
export const PAGE_MODULES = {
  home: () => import('../features/home/home-page'),
  experiment: () => import('../features/home/experiment-page'),
  quizIntro: () => import('../features/quiz/quiz-intro-page'),
  quiz: () => import('../features/quiz/quiz-page'),
  article: () => import('../features/info/article-page'),
  // Already in the shell (it is the Suspense fallback): no download of its own.
  loading: () => import('../lib/ui/loading-screen'),
  psychicList: () => import('../features/catalogue/routes/psychic-list-page'),
  psychicProfile: () => import('../features/catalogue/routes/psychic-profile-page'),
  intakeForm: () => import('../features/chat/routes/intake-form-page'),
  // The same chunk as the chat's intake: one page for both kinds.
  callIntakeForm: () => import('../features/chat/routes/intake-form-page'),
  chatRoom: () => import('../features/chat/routes/chat-room-page'),
  callRoom: () => import('../features/call/routes/call-room-page'),
  consultantConsole: () => import('../features/console/routes/console-page'),
  adminConsole: () => import('../features/admin/routes/admin-page'),
  consoleEarnings: () => import('../features/earnings/routes/earnings-page'),
  adminPayouts: () => import('../features/earnings/routes/payouts-admin-page'),
  orderHistory: () => import('../features/chat/routes/order-history-page'),
  chatHistory: () => import('../features/chat/routes/chat-history-page'),
  freeChat: () => import('../features/chat/routes/free-chat-page'),
  myWallet: () => import('../features/wallet/routes/my-wallet-page'),
  paymentLogs: () => import('../features/payments/routes/payment-logs-page'),
  priceList: () => import('../features/payments/routes/price-list-page'),
  payment: () => import('../features/payments/routes/payment-page'),
  compatibility: () => import('../features/compatibility/routes/compatibility-page'),
  kundli: () => import('../features/kundli/routes/kundli-page'),
  kundliDetail: () => import('../features/kundli/routes/kundli-detail-page'),
  matchMaking: () => import('../features/match-making/routes/match-making-page'),
  panchang: () => import('../features/panchang/routes/panchang-page'),
  horoscope: () => import('../features/horoscope/routes/horoscope-page'),
  notificationSettings: () => import('../features/notifications/routes/notification-settings-page'),
  favourites: () => import('../features/notifications/routes/favourites-page'),
  myProfile: () => import('../features/profile/routes/my-profile-page'),
  support: () => import('../features/support/routes/support-page'),
  helpCentre: () => import('../features/help/routes/help-centre-page'),
  helpArticle: () => import('../features/help/routes/help-article-page'),
  becomePsychic: () => import('../features/onboarding/routes/become-psychic-page'),
  psychicAgreement: () => import('../features/onboarding/routes/psychic-agreement-page'),
} as const;

export type PageModuleId = keyof typeof PAGE_MODULES;
