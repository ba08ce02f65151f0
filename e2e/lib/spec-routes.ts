import { PRODUCT_NAME } from '@lumus/contract/constants';

/**
 * The routes of spec §2 with sample values for their parameters, and the English page titles
 * the spec allows for each. Where the spec does not tie a title to a route, every reading it
 * permits is listed.
 */
export interface SpecRoute {
  /** Path without language prefix, always starting with '/'. */
  readonly path: string;
  /** Allowed English document titles. */
  readonly englishTitles: readonly string[];
  /** Where the page forwards by design, when it is not itself a page (our reading of the spec). */
  readonly landsOn?: string;
}

export const HOME_TITLE = PRODUCT_NAME;
export function pageTitle(name: string): string {
  return `${name} | ${PRODUCT_NAME}`;
}

const home = [HOME_TITLE];
const sample = {
  groupTitle: 'love-psychics',
  groupId: '7',
  psychicSlug: 'asha-rao',
  encodedAstroId: 'MTAx',
  encodedChatId: 'OTAwMQ',
};

export const PUBLIC_ROUTES: readonly SpecRoute[] = [
  { path: '/', englishTitles: home },
  { path: '/landing-page', englishTitles: home },
  { path: '/app-download-page', englishTitles: home },
  { path: '/home', englishTitles: home },
  { path: '/install', englishTitles: home },
  { path: '/download-app', englishTitles: home },
  { path: '/landing-page-v2', englishTitles: home },
  // The quiz screens end in a personal reading; the title names the quiz (decision 047).
  { path: '/landing-page-v2/quiz', englishTitles: [pageTitle('Love quiz: your reading')] },
  { path: '/landing-page-v2/quiz-2', englishTitles: [pageTitle('Life path quiz: your reading')] },
  { path: '/app-landing-page', englishTitles: home },
  { path: '/app-landing-page/aus', englishTitles: home },
  { path: '/app-landing-page/halloween', englishTitles: home },
  { path: '/landing-page-experiment', englishTitles: home },
  { path: '/about-us', englishTitles: [pageTitle('About Us')] },
  { path: '/privacy-policies', englishTitles: [pageTitle('Privacy Policy')] },
  { path: '/terms-and-condition', englishTitles: [pageTitle('Terms & Conditions')] },
  // The Google popup's links (spec §2, the second reading of the legal pages).
  { path: '/privacy-policy', englishTitles: [pageTitle('Privacy Policy')] },
  { path: '/terms-of-use', englishTitles: [pageTitle('Terms & Conditions')] },
  { path: '/use-app', englishTitles: [pageTitle('Use App')] },
  { path: '/free-chat', englishTitles: [pageTitle('Free Chat')] },
  {
    path: '/compatibility',
    englishTitles: [pageTitle('Compatibility'), pageTitle('Compatibility Report')],
  },
  { path: '/loading', englishTitles: [pageTitle('Loading')] },
  { path: '/web-loading', englishTitles: [pageTitle('Web Loading')] },
  { path: '/chat-with-psychic', englishTitles: [pageTitle('Chat With Psychic')] },
  {
    path: `/chat-with-psychic/${sample.groupTitle}`,
    englishTitles: [pageTitle('Chat With Psychic')],
  },
  {
    path: `/chat-with-psychic/${sample.groupTitle}/${sample.groupId}`,
    englishTitles: [pageTitle('Chat With Psychic')],
  },
  // A profile without a slug has no psychic to show: it opens the psychic list (our design).
  {
    path: '/profile',
    landsOn: '/chat-with-psychic',
    englishTitles: [pageTitle('Chat With Psychic')],
  },
  { path: `/profile/${sample.psychicSlug}`, englishTitles: [pageTitle('Psychic Profile')] },
  { path: '/chat-with-psychic/intake-form', englishTitles: [pageTitle('Chat Intake Form')] },
  {
    path: `/chat-with-psychic/intake-form/${sample.encodedAstroId}`,
    englishTitles: [pageTitle('Chat Intake Form')],
  },
  { path: '/chat-with-psychic/intake-form-v2', englishTitles: [pageTitle('Chat Intake Form')] },
  {
    path: `/chat-with-psychic/intake-form-v2/${sample.encodedAstroId}`,
    englishTitles: [pageTitle('Chat Intake Form')],
  },
];

export const PROTECTED_ROUTES: readonly SpecRoute[] = [
  { path: '/my-wallet', englishTitles: [pageTitle('My Wallet')] },
  { path: '/payment-logs', englishTitles: [pageTitle('Payment Logs')] },
  { path: '/order-history', englishTitles: [pageTitle('Order History')] },
  // start/{encodedAstroId?}/{encodedChatId}: with and without the optional astrologer id.
  {
    path: `/chat-with-psychic/start/${sample.encodedChatId}`,
    englishTitles: [pageTitle('Start Chat')],
  },
  {
    path: `/chat-with-psychic/start/${sample.encodedAstroId}/${sample.encodedChatId}`,
    englishTitles: [pageTitle('Start Chat')],
  },
  {
    path: `/order-history/chat/${sample.encodedAstroId}/${sample.encodedChatId}`,
    englishTitles: [pageTitle('Chat History')],
  },
  {
    path: `/order-history/chat/${sample.encodedAstroId}`,
    englishTitles: [pageTitle('Chat History')],
  },
  { path: '/add-wallet-money/price-list', englishTitles: [pageTitle('Price List')] },
  { path: '/add-wallet-money/payment', englishTitles: [pageTitle('Payments')] },
];
