import {
  HELP_ARTICLES,
  HELP_CENTRE_PATH,
  helpArticlePath,
  type HelpArticleId,
} from '@lumus/contract/help/help-articles';
import type { ArticleId } from '../features/info/articles';
import type { HomeVariantId } from '../features/home/home-variants';
import type { QuizId } from '../features/quiz/quiz-definitions';
import type { TitleKey } from '../lib/i18n/translation-key';
import type { PageModuleId } from './page-modules';

/** Which page a route shows, with the page's own settings where it has any. */
export type PageView =
  | { module: 'home'; variant: HomeVariantId }
  | { module: 'article'; article: ArticleId }
  | { module: 'quiz'; quiz: QuizId }
  | { module: 'helpArticle'; article: HelpArticleId }
  | { module: Exclude<PageModuleId, 'home' | 'article' | 'quiz' | 'helpArticle'> };

/**
 * Every page route of spec §2, without language prefix (the router mounts this table under `/`
 * and under `/de`). `title` null means a home-type page titled just "Lumus". Plain data, free of
 * React: app-routes.tsx turns it into the router's lazy routes, and the boot entry reads it to
 * start the arriving visitor's page early (app/boot/page-preload.ts).
 */
export interface AppRoute {
  /** Relative path; '' is the home index route. */
  path: string;
  title: TitleKey | null;
  access: 'public' | 'protected';
  page: PageView;
}

/** Home and its landing variants: one page, the variant's emphasis (features/home/home-variants). */
function homeVariant(path: string, variant: HomeVariantId): AppRoute {
  return { path, title: null, access: 'public', page: { module: 'home', variant } };
}

function text(path: string, id: ArticleId, title: TitleKey): AppRoute {
  return { path, title, access: 'public', page: { module: 'article', article: id } };
}

export const APP_ROUTES: readonly AppRoute[] = [
  homeVariant('', 'home'),
  homeVariant('landing-page', 'home'),
  homeVariant('app-download-page', 'app'),
  homeVariant('home', 'home'),
  homeVariant('install', 'app'),
  homeVariant('download-app', 'app'),
  { path: 'landing-page-v2', title: null, access: 'public', page: { module: 'quizIntro' } },
  homeVariant('app-landing-page', 'app'),
  homeVariant('app-landing-page/aus', 'aus'),
  homeVariant('app-landing-page/halloween', 'halloween'),
  {
    path: 'landing-page-experiment',
    title: null,
    access: 'public',
    page: { module: 'experiment' },
  },
  // The quizzes end in a personal reading of the answers; the title says which quiz it is
  // (decision 047; spec §2's "Compatibility Report" said nothing a visitor could recognise).
  {
    path: 'landing-page-v2/quiz',
    title: 'quiz_heart',
    access: 'public',
    page: { module: 'quiz', quiz: 'heart' },
  },
  {
    path: 'landing-page-v2/quiz-2',
    title: 'quiz_path',
    access: 'public',
    page: { module: 'quiz', quiz: 'path' },
  },
  text('about-us', 'about', 'about_us'),
  text('privacy-policies', 'privacy', 'privacy_policy'),
  text('privacy-policy', 'privacy', 'privacy_policy'),
  text('terms-and-condition', 'terms', 'terms_and_conditions'),
  text('terms-of-use', 'terms', 'terms_and_conditions'),
  text('use-app', 'use_app', 'use_app'),
  // Issue 27 (decision 046): the Impressum, the contact path with India's grievance officer, and
  // the cookies actually set.
  text('impressum', 'imprint', 'imprint'),
  text('contact', 'contact', 'contact'),
  text('cookies', 'cookies', 'cookies'),
  { path: 'free-chat', title: 'free_chat', access: 'public', page: { module: 'freeChat' } },
  {
    path: 'compatibility',
    title: 'compatibility',
    access: 'public',
    page: { module: 'compatibility' },
  },
  { path: 'loading', title: 'loading', access: 'public', page: { module: 'loading' } },
  { path: 'web-loading', title: 'web_loading', access: 'public', page: { module: 'loading' } },
  {
    path: 'chat-with-psychic',
    title: 'chat_with_psychic',
    access: 'public',
    page: { module: 'psychicList' },
  },
  {
    path: 'chat-with-psychic/:groupTitle/:groupId?',
    title: 'chat_with_psychic',
    access: 'public',
    page: { module: 'psychicList' },
  },
  {
    path: 'profile/:psychicSlug?',
    title: 'psychic_profile',
    access: 'public',
    page: { module: 'psychicProfile' },
  },
  {
    path: 'chat-with-psychic/intake-form/:encodedAstroId?',
    title: 'chat_intake_form',
    access: 'public',
    page: { module: 'intakeForm' },
  },
  {
    path: 'chat-with-psychic/intake-form-v2/:encodedAstroId?',
    title: 'chat_intake_form',
    access: 'public',
    page: { module: 'intakeForm' },
  },
  // Not in spec §2 (issue 17): the Call button's intake; the same page as the chat's, for a call.
  {
    path: 'call-with-psychic/intake-form/:encodedAstroId?',
    title: 'call_intake_form',
    access: 'public',
    page: { module: 'callIntakeForm' },
  },

  // Not in spec §2: the psychics' own console (decision 010) and the operators' console (issue 9).
  // Public, so that a signed-out visitor gets a sign-in prompt on the page instead of being sent
  // home, and a non-admin a friendly page (the server says 403).
  { path: 'console', title: 'console', access: 'public', page: { module: 'consultantConsole' } },
  { path: 'admin', title: 'admin', access: 'public', page: { module: 'adminConsole' } },
  // Not in spec §2 (issue 26): the psychics' application (a sign-in prompt for a guest, like
  // /kundli) and the agreement it asks them to accept.
  {
    path: 'become-a-psychic',
    title: 'become_a_psychic',
    access: 'public',
    page: { module: 'becomePsychic' },
  },
  {
    path: 'psychic-agreement',
    title: 'psychic_agreement',
    access: 'public',
    page: { module: 'psychicAgreement' },
  },
  // Issue 26 (decision 038): the psychic's earnings and payouts, and the operator's payout batches.
  {
    path: 'console/earnings',
    title: 'console_earnings',
    access: 'public',
    page: { module: 'consoleEarnings' },
  },
  {
    path: 'admin/payouts',
    title: 'admin_payouts',
    access: 'public',
    page: { module: 'adminPayouts' },
  },

  { path: 'my-wallet', title: 'my_wallet', access: 'protected', page: { module: 'myWallet' } },
  {
    path: 'payment-logs',
    title: 'payment_logs',
    access: 'protected',
    page: { module: 'paymentLogs' },
  },
  {
    path: 'order-history',
    title: 'order_history',
    access: 'protected',
    page: { module: 'orderHistory' },
  },
  // `start/{encodedAstroId?}/{encodedChatId}`: the optional segment comes first, so both shapes
  // are spelled out; a single segment is the chat id.
  {
    path: 'chat-with-psychic/start/:encodedChatId',
    title: 'start_chat',
    access: 'protected',
    page: { module: 'chatRoom' },
  },
  {
    path: 'chat-with-psychic/start/:encodedAstroId/:encodedChatId',
    title: 'start_chat',
    access: 'protected',
    page: { module: 'chatRoom' },
  },
  // Not in spec §2 (issue 17): the voice-call screen, shaped like the chat room's path.
  {
    path: 'call-with-psychic/start/:encodedAstroId/:encodedChatId',
    title: 'start_call',
    access: 'protected',
    page: { module: 'callRoom' },
  },
  {
    path: 'order-history/chat/:encodedAstroId/:encodedChatId?',
    title: 'chat_history',
    access: 'protected',
    page: { module: 'chatHistory' },
  },
  {
    path: 'add-wallet-money/price-list',
    title: 'price_list',
    access: 'protected',
    page: { module: 'priceList' },
  },
  {
    path: 'add-wallet-money/payment',
    title: 'payments',
    access: 'protected',
    page: { module: 'payment' },
  },
  // Not in spec §2 (issue 18): the web push settings and the psychics followed for them.
  {
    path: 'notification-settings',
    title: 'notification_settings',
    access: 'protected',
    page: { module: 'notificationSettings' },
  },
  { path: 'favourites', title: 'favourites', access: 'protected', page: { module: 'favourites' } },
  // Not in spec §2 (issue 28): the signed-in user's own profile.
  { path: 'my-profile', title: 'my_profile', access: 'protected', page: { module: 'myProfile' } },
  // Not in spec §2 (issue 24): conversations with the Lumus team. Public like /kundli: a guest
  // from the footer link is asked to sign in on the page.
  { path: 'support', title: 'support', access: 'public', page: { module: 'support' } },
  {
    path: 'support/:conversationId',
    title: 'support',
    access: 'public',
    page: { module: 'support' },
  },
  // Not in spec §2 (issue 7): saved people with their birth charts, and match-making of two.
  // Public like /console: a guest gets a sign-in prompt on the page instead of being sent home.
  { path: 'kundli', title: 'kundli', access: 'public', page: { module: 'kundli' } },
  { path: 'kundli/:id', title: 'kundli', access: 'public', page: { module: 'kundliDetail' } },
  {
    path: 'match-making',
    title: 'match_making',
    access: 'public',
    page: { module: 'matchMaking' },
  },
  // Not in spec §2 (issue 20): server-rendered almanac and daily horoscopes, in the sitemap.
  { path: 'panchang', title: 'panchang', access: 'public', page: { module: 'panchang' } },
  {
    path: 'horoscope/:day/:sign',
    title: 'horoscope',
    access: 'public',
    page: { module: 'horoscope' },
  },
  // Not in spec §2 (issue 24): the help centre and one page per article, server-rendered.
  {
    path: HELP_CENTRE_PATH,
    title: 'help_centre',
    access: 'public',
    page: { module: 'helpCentre' },
  },
  ...HELP_ARTICLES.map((article): AppRoute => ({
    path: helpArticlePath(article),
    title: `help_${article.id}`,
    access: 'public',
    page: { module: 'helpArticle', article: article.id },
  })),
];
