import type { RouteObject } from 'react-router';
import type { ArticleId } from '../features/info/articles';
import type { HomeVariantId } from '../features/home/home-variants';
import type { QuizId } from '../features/quiz/quiz-definitions';
import { loadChunk } from '../lib/chunk/load-chunk';
import type { TitleKey } from '../lib/i18n/translation-key';
import { LoadingScreen } from '../lib/ui/loading-screen';

/**
 * Every page route of spec §2, without language prefix (the router mounts this table under `/`
 * and under `/de`). `title` null means a home-type page titled just "Lumus". Each page's code is
 * loaded on first visit (route-level code splitting).
 */
export interface AppRoute {
  /** Relative path; '' is the home index route. */
  path: string;
  title: TitleKey | null;
  access: 'public' | 'protected';
  lazy: NonNullable<RouteObject['lazy']>;
}

const home = (variant: HomeVariantId) => async () => {
  const { HomePage } = await loadChunk(() => import('../features/home/home-page'));
  return { element: <HomePage variant={variant} /> };
};

const experimentPage = async () => {
  const { ExperimentPage } = await loadChunk(() => import('../features/home/experiment-page'));
  return { Component: ExperimentPage };
};

const quizIntro = async () => {
  const { QuizIntroPage } = await loadChunk(() => import('../features/quiz/quiz-intro-page'));
  return { Component: QuizIntroPage };
};

const quizPage = (quiz: QuizId) => async () => {
  const { QuizPage } = await loadChunk(() => import('../features/quiz/quiz-page'));
  return { element: <QuizPage quiz={quiz} /> };
};

const article = (id: ArticleId) => async () => {
  const { ArticlePage } = await loadChunk(() => import('../features/info/article-page'));
  return { element: <ArticlePage article={id} /> };
};

// The loading screen is already in the main bundle (it is the Suspense fallback).
const loading = () => Promise.resolve({ Component: LoadingScreen });

const psychicList = async () => {
  const { PsychicListPage } = await loadChunk(
    () => import('../features/catalogue/routes/psychic-list-page'),
  );
  return { Component: PsychicListPage };
};

const psychicProfile = async () => {
  const { PsychicProfilePage } = await loadChunk(
    () => import('../features/catalogue/routes/psychic-profile-page'),
  );
  return { Component: PsychicProfilePage };
};

const intakeForm = async () => {
  const { IntakeFormPage } = await loadChunk(
    () => import('../features/chat/routes/intake-form-page'),
  );
  return { Component: IntakeFormPage };
};

const chatRoom = async () => {
  const { ChatRoomPage } = await loadChunk(() => import('../features/chat/routes/chat-room-page'));
  return { Component: ChatRoomPage };
};

// Not in spec §2: the psychics' own console (decision 010). Public, so that a signed-out visitor
// gets a sign-in prompt on the page instead of being sent home.
const consultantConsole = async () => {
  const { ConsolePage } = await loadChunk(() => import('../features/console/routes/console-page'));
  return { Component: ConsolePage };
};

// Not in spec §2: the operators' console (issue 9). Public for the same reason as /console: a
// signed-out visitor gets a sign-in prompt, a non-admin a friendly page (the server says 403).
const adminConsole = async () => {
  const { AdminPage } = await loadChunk(() => import('../features/admin/routes/admin-page'));
  return { Component: AdminPage };
};

const orderHistory = async () => {
  const { OrderHistoryPage } = await loadChunk(
    () => import('../features/chat/routes/order-history-page'),
  );
  return { Component: OrderHistoryPage };
};

const chatHistory = async () => {
  const { ChatHistoryPage } = await loadChunk(
    () => import('../features/chat/routes/chat-history-page'),
  );
  return { Component: ChatHistoryPage };
};

const freeChat = async () => {
  const { FreeChatPage } = await loadChunk(() => import('../features/chat/routes/free-chat-page'));
  return { Component: FreeChatPage };
};

const myWallet = async () => {
  const { MyWalletPage } = await loadChunk(
    () => import('../features/wallet/routes/my-wallet-page'),
  );
  return { Component: MyWalletPage };
};

const paymentLogs = async () => {
  const { PaymentLogsPage } = await loadChunk(
    () => import('../features/payments/routes/payment-logs-page'),
  );
  return { Component: PaymentLogsPage };
};

const priceList = async () => {
  const { PriceListPage } = await loadChunk(
    () => import('../features/payments/routes/price-list-page'),
  );
  return { Component: PriceListPage };
};

const payment = async () => {
  const { PaymentPage } = await loadChunk(() => import('../features/payments/routes/payment-page'));
  return { Component: PaymentPage };
};

const compatibility = async () => {
  const { CompatibilityPage } = await loadChunk(
    () => import('../features/compatibility/routes/compatibility-page'),
  );
  return { Component: CompatibilityPage };
};

// Not in spec §2 (issue 7): saved people with their birth charts, and match-making of two.
// Public like /console: a guest gets a sign-in prompt on the page instead of being sent home.
const kundli = async () => {
  const { KundliPage } = await loadChunk(() => import('../features/kundli/routes/kundli-page'));
  return { Component: KundliPage };
};

const kundliDetail = async () => {
  const { KundliDetailPage } = await loadChunk(
    () => import('../features/kundli/routes/kundli-detail-page'),
  );
  return { Component: KundliDetailPage };
};

const matchMaking = async () => {
  const { MatchMakingPage } = await loadChunk(
    () => import('../features/match-making/routes/match-making-page'),
  );
  return { Component: MatchMakingPage };
};

/** Home and its landing variants: one page, the variant's emphasis (features/home/home-variants). */
function homeVariant(path: string, variant: HomeVariantId): AppRoute {
  return { path, title: null, access: 'public', lazy: home(variant) };
}

function text(path: string, id: ArticleId, title: TitleKey): AppRoute {
  return { path, title, access: 'public', lazy: article(id) };
}

export const APP_ROUTES: readonly AppRoute[] = [
  homeVariant('', 'home'),
  homeVariant('landing-page', 'home'),
  homeVariant('app-download-page', 'app'),
  homeVariant('home', 'home'),
  homeVariant('install', 'app'),
  homeVariant('download-app', 'app'),
  { path: 'landing-page-v2', title: null, access: 'public', lazy: quizIntro },
  homeVariant('app-landing-page', 'app'),
  homeVariant('app-landing-page/aus', 'aus'),
  homeVariant('app-landing-page/halloween', 'halloween'),
  { path: 'landing-page-experiment', title: null, access: 'public', lazy: experimentPage },
  // The quizzes end in a personal reading of the answers, titled "Compatibility Report"; the
  // compatibility page itself (a form, then the scores) is "Compatibility".
  {
    path: 'landing-page-v2/quiz',
    title: 'compatibility_report',
    access: 'public',
    lazy: quizPage('heart'),
  },
  {
    path: 'landing-page-v2/quiz-2',
    title: 'compatibility_report',
    access: 'public',
    lazy: quizPage('path'),
  },
  text('about-us', 'about', 'about_us'),
  text('privacy-policies', 'privacy', 'privacy_policy'),
  text('privacy-policy', 'privacy', 'privacy_policy'),
  text('terms-and-condition', 'terms', 'terms_and_conditions'),
  text('terms-of-use', 'terms', 'terms_and_conditions'),
  text('use-app', 'use_app', 'use_app'),
  { path: 'free-chat', title: 'free_chat', access: 'public', lazy: freeChat },
  { path: 'compatibility', title: 'compatibility', access: 'public', lazy: compatibility },
  { path: 'loading', title: 'loading', access: 'public', lazy: loading },
  { path: 'web-loading', title: 'web_loading', access: 'public', lazy: loading },
  { path: 'chat-with-psychic', title: 'chat_with_psychic', access: 'public', lazy: psychicList },
  {
    path: 'chat-with-psychic/:groupTitle/:groupId?',
    title: 'chat_with_psychic',
    access: 'public',
    lazy: psychicList,
  },
  {
    path: 'profile/:psychicSlug?',
    title: 'psychic_profile',
    access: 'public',
    lazy: psychicProfile,
  },
  {
    path: 'chat-with-psychic/intake-form/:encodedAstroId?',
    title: 'chat_intake_form',
    access: 'public',
    lazy: intakeForm,
  },
  {
    path: 'chat-with-psychic/intake-form-v2/:encodedAstroId?',
    title: 'chat_intake_form',
    access: 'public',
    lazy: intakeForm,
  },

  { path: 'console', title: 'console', access: 'public', lazy: consultantConsole },
  { path: 'admin', title: 'admin', access: 'public', lazy: adminConsole },

  { path: 'my-wallet', title: 'my_wallet', access: 'protected', lazy: myWallet },
  { path: 'payment-logs', title: 'payment_logs', access: 'protected', lazy: paymentLogs },
  { path: 'order-history', title: 'order_history', access: 'protected', lazy: orderHistory },
  // `start/{encodedAstroId?}/{encodedChatId}`: the optional segment comes first, so both shapes
  // are spelled out; a single segment is the chat id.
  {
    path: 'chat-with-psychic/start/:encodedChatId',
    title: 'start_chat',
    access: 'protected',
    lazy: chatRoom,
  },
  {
    path: 'chat-with-psychic/start/:encodedAstroId/:encodedChatId',
    title: 'start_chat',
    access: 'protected',
    lazy: chatRoom,
  },
  {
    path: 'order-history/chat/:encodedAstroId/:encodedChatId?',
    title: 'chat_history',
    access: 'protected',
    lazy: chatHistory,
  },
  {
    path: 'add-wallet-money/price-list',
    title: 'price_list',
    access: 'protected',
    lazy: priceList,
  },
  { path: 'add-wallet-money/payment', title: 'payments', access: 'protected', lazy: payment },
  { path: 'kundli', title: 'kundli', access: 'public', lazy: kundli },
  { path: 'kundli/:id', title: 'kundli', access: 'public', lazy: kundliDetail },
  { path: 'match-making', title: 'match_making', access: 'public', lazy: matchMaking },
];
