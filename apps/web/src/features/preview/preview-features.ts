import type { TitleKey } from '../../lib/i18n/translation-key';

/**
 * Features that arrive in later issues. Until then their routes show a truthful preview: the
 * page title, what the page will hold (`preview.features.<id>.description`) and a link to a
 * related page that exists (`preview.features.<id>.link`). One entry per feature, no page copies.
 */
export const PREVIEW_FEATURES = {
  psychic_list: { title: 'chat_with_psychic', related: '/compatibility' },
  psychic_group: { title: 'chat_with_psychic', related: '/about-us' },
  psychic_profile: { title: 'psychic_profile', related: '/about-us' },
  intake_form: { title: 'chat_intake_form', related: '/privacy-policies' },
  free_chat: { title: 'free_chat', related: '/compatibility' },
  compatibility: { title: 'compatibility', related: '/about-us' },
  compatibility_quiz: { title: 'compatibility_report', related: '/' },
  wallet: { title: 'my_wallet', related: '/order-history' },
  payment_logs: { title: 'payment_logs', related: '/my-wallet' },
  order_history: { title: 'order_history', related: '/my-wallet' },
  chat_room: { title: 'start_chat', related: '/order-history' },
  chat_history: { title: 'chat_history', related: '/order-history' },
  price_list: { title: 'price_list', related: '/my-wallet' },
  payment: { title: 'payments', related: '/payment-logs' },
} as const satisfies Record<string, { title: TitleKey; related: string }>;

export type PreviewFeatureId = keyof typeof PREVIEW_FEATURES;
