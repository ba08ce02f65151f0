import type { Language } from '../constants';
import { HELP_SEO_PAGES } from '../help/help-articles';
import { ASTROLOGY_SEO_PAGES } from './astrology-seo';

/**
 * What crawlers and link previews see of each public page, before any script runs: the server
 * writes title, description, Open Graph tags, canonical and hreflang links into index.html per
 * route (apps/server/src/features/site), and lists the indexable pages in sitemap.xml. Both
 * languages are here because the server renders them without the web bundle.
 */
export type SeoText = Readonly<Record<Language, string>>;

export type SeoPage = Readonly<{
  /** Path without language prefix or leading slash; '' is home. */
  path: string;
  /** Null: a home-type page titled just "Lumus" (spec §2). */
  title: SeoText | null;
  description: SeoText;
  /** The page this one repeats (a second route of the same content); it is not in the sitemap. */
  canonical?: string;
  /** Loading screens have nothing to index. */
  noindex?: true;
  /**
   * The title names what the route table's title cannot (a horoscope's sign): the web app writes
   * it after a client-side navigation too, so the tab reads as the server-rendered head does.
   */
  ownTitle?: true;
}>;

const HOME_DESCRIPTION: SeoText = {
  en: 'Chat with experienced astrologers and psychics online, pay per minute from your wallet, and check your love compatibility. Your first chat is free.',
  de: 'Chatte online mit erfahrenen Astrologen und Beratern, zahle minutengenau aus deinem Guthaben und prüfe eure Kompatibilität. Dein erster Chat ist gratis.',
};

const APP_DESCRIPTION: SeoText = {
  en: 'Get the Lumus app: chats, calls and live sessions with astrologers and psychics, wherever you are.',
  de: 'Hol dir die Lumus-App: Chats, Anrufe und Live-Sitzungen mit Astrologen und Beratern, wo immer du bist.',
};

const QUIZ_DESCRIPTION: SeoText = {
  en: 'Answer three short questions about what is on your mind and meet the psychics who know that topic best.',
  de: 'Beantworte drei kurze Fragen zu dem, was dich beschäftigt, und finde die Berater, die sich damit am besten auskennen.',
};

const PRIVACY: SeoText = { en: 'Privacy Policy', de: 'Datenschutzerklärung' };
const PRIVACY_DESCRIPTION: SeoText = {
  en: 'Which data Lumus stores (phone number, birth data, chats, payments, device id), for how long, and your GDPR rights.',
  de: 'Welche Daten Lumus speichert (Telefonnummer, Geburtsdaten, Chats, Zahlungen, Geräte-ID), wie lange, und deine Rechte nach der DSGVO.',
};
const TERMS: SeoText = { en: 'Terms & Conditions', de: 'AGB' };
const TERMS_DESCRIPTION: SeoText = {
  en: 'The terms for using Lumus: the service, the prepaid wallet and per-minute billing, conduct and contact.',
  de: 'Die Bedingungen für Lumus: der Dienst, das Prepaid-Guthaben und die minutengenaue Abrechnung, Verhalten und Kontakt.',
};
const LOADING_DESCRIPTION: SeoText = {
  en: 'Lumus is loading.',
  de: 'Lumus wird geladen.',
};

export const SEO_PAGES: readonly SeoPage[] = [
  { path: '', title: null, description: HOME_DESCRIPTION },
  { path: 'landing-page', title: null, description: HOME_DESCRIPTION, canonical: '' },
  { path: 'home', title: null, description: HOME_DESCRIPTION, canonical: '' },
  { path: 'landing-page-experiment', title: null, description: HOME_DESCRIPTION, canonical: '' },
  { path: 'download-app', title: null, description: APP_DESCRIPTION },
  {
    path: 'app-download-page',
    title: null,
    description: APP_DESCRIPTION,
    canonical: 'download-app',
  },
  { path: 'install', title: null, description: APP_DESCRIPTION, canonical: 'download-app' },
  { path: 'app-landing-page', title: null, description: APP_DESCRIPTION },
  {
    path: 'app-landing-page/aus',
    title: null,
    description: {
      en: 'Lumus for Australia: chat with astrologers and psychics in your evening hours, pay per minute, first chat free.',
      de: 'Lumus für Australien: Chatte abends mit Astrologen und Beratern, zahle minutengenau, der erste Chat ist gratis.',
    },
  },
  {
    path: 'app-landing-page/halloween',
    title: null,
    description: {
      en: 'Halloween on Lumus: the night the veil is thinnest. Ask a psychic what the season holds for you; your first chat is free.',
      de: 'Halloween bei Lumus: die Nacht, in der der Schleier am dünnsten ist. Frag einen Berater, was die Zeit für dich bereithält; der erste Chat ist gratis.',
    },
  },
  { path: 'landing-page-v2', title: null, description: QUIZ_DESCRIPTION },
  {
    path: 'landing-page-v2/quiz',
    title: { en: 'Love quiz: your reading', de: 'Liebesquiz: deine Deutung' },
    description: QUIZ_DESCRIPTION,
    canonical: 'landing-page-v2',
  },
  {
    path: 'landing-page-v2/quiz-2',
    title: { en: 'Life path quiz: your reading', de: 'Lebensweg-Quiz: deine Deutung' },
    description: QUIZ_DESCRIPTION,
    canonical: 'landing-page-v2',
  },
  {
    path: 'about-us',
    title: { en: 'About Us', de: 'Über uns' },
    description: {
      en: 'Lumus means light in the dark: who we are, how chatting with a psychic works here, and what you can rely on.',
      de: 'Lumus heißt Licht im Dunkeln: wer wir sind, wie der Chat mit Beratern hier funktioniert und worauf du dich verlassen kannst.',
    },
  },
  { path: 'privacy-policies', title: PRIVACY, description: PRIVACY_DESCRIPTION },
  {
    path: 'privacy-policy',
    title: PRIVACY,
    description: PRIVACY_DESCRIPTION,
    canonical: 'privacy-policies',
  },
  { path: 'terms-and-condition', title: TERMS, description: TERMS_DESCRIPTION },
  {
    path: 'terms-of-use',
    title: TERMS,
    description: TERMS_DESCRIPTION,
    canonical: 'terms-and-condition',
  },
  {
    path: 'use-app',
    title: { en: 'Use App', de: 'App nutzen' },
    description: {
      en: 'What Lumus does in your browser (chats, calls, help from our team) and what the mobile app adds: live TV and the shop.',
      de: 'Was Lumus im Browser kann (Chats, Anrufe, Hilfe von unserem Team) und was die App dazu bringt: Live-TV und den Shop.',
    },
  },
  {
    path: 'impressum',
    title: { en: 'Imprint', de: 'Impressum' },
    description: {
      en: 'Who runs Lumus: operator, address, contact, register entry and VAT id.',
      de: 'Wer Lumus betreibt: Anbieter, Anschrift, Kontakt, Registereintrag und USt-IdNr.',
    },
  },
  {
    path: 'contact',
    title: { en: 'Contact', de: 'Kontakt' },
    description: {
      en: 'How to reach Lumus: support, privacy questions, complaints and our grievance officer for India.',
      de: 'So erreichst du Lumus: Support, Fragen zum Datenschutz, Beschwerden und unser Beschwerdebeauftragter für Indien.',
    },
  },
  {
    path: 'cookies',
    title: { en: 'Cookies', de: 'Cookies' },
    description: {
      en: 'The cookies and browser storage Lumus uses: only what the service needs, so no cookie banner.',
      de: 'Welche Cookies und welchen Browserspeicher Lumus nutzt: nur, was der Dienst braucht, daher kein Cookie-Banner.',
    },
  },
  {
    path: 'free-chat',
    title: { en: 'Free Chat', de: 'Gratis-Chat' },
    description: {
      en: 'Your first chat with a psychic on Lumus is free: pick someone who is online and start.',
      de: 'Dein erster Chat mit einem Berater bei Lumus ist gratis: Wähle jemanden, der online ist, und leg los.',
    },
  },
  {
    path: 'compatibility',
    title: { en: 'Compatibility', de: 'Kompatibilität' },
    description: {
      en: 'Enter two dates of birth and see how you match in love, intimacy, family and friendship.',
      de: 'Gib zwei Geburtsdaten ein und sieh, wie ihr in Liebe, Intimität, Familie und Freundschaft zusammenpasst.',
    },
  },
  {
    path: 'chat-with-psychic',
    title: { en: 'Chat With Psychic', de: 'Mit Beratern chatten' },
    description: {
      en: 'Astrologers, tarot readers and psychics, with live status, ratings and price per minute. Chat with one who is online now.',
      de: 'Astrologen, Tarot-Berater und Hellseher mit Live-Status, Bewertungen und Minutenpreis. Chatte mit jemandem, der gerade online ist.',
    },
  },
  {
    path: 'become-a-psychic',
    title: { en: 'Become a Psychic', de: 'Berater werden' },
    description: {
      en: 'Read tarot, charts or palms? Apply to advise on Lumus: set your price per minute, chat from your phone, get paid weekly.',
      de: 'Du legst Tarot, deutest Horoskope oder Hände? Bewirb dich als Berater bei Lumus: eigener Minutenpreis, Chats vom Handy, wöchentliche Auszahlung.',
    },
  },
  {
    path: 'psychic-agreement',
    title: { en: 'Psychic Agreement', de: 'Beratervereinbarung' },
    description: {
      en: 'The agreement every psychic on Lumus accepts: conduct, pricing, payouts, privacy and how it ends.',
      de: 'Die Vereinbarung, die jeder Berater bei Lumus annimmt: Verhalten, Preise, Auszahlungen, Datenschutz und Kündigung.',
    },
  },
  {
    path: 'loading',
    title: { en: 'Loading', de: 'Wird geladen' },
    description: LOADING_DESCRIPTION,
    noindex: true,
  },
  {
    path: 'web-loading',
    title: { en: 'Web Loading', de: 'Web-Ladeseite' },
    description: LOADING_DESCRIPTION,
    noindex: true,
  },
  ...ASTROLOGY_SEO_PAGES,
  ...HELP_SEO_PAGES,
];

/** Profiles whose psychic is unknown (or not looked up, as in the browser) get these words. */
export const PROFILE_TITLE: SeoText = { en: 'Psychic Profile', de: 'Berater-Profil' };

/** A listed psychic's own description: the name makes it unique per profile. */
export function profileDescription(name: string): SeoText {
  return {
    en: `Chat with ${name} on Lumus: experience, languages, reviews and the price per minute. Your first chat is free.`,
    de: `Chatte mit ${name} bei Lumus: Erfahrung, Sprachen, Bewertungen und Minutenpreis. Dein erster Chat ist gratis.`,
  };
}

/** Paths under these prefixes need a login (spec §2); robots.txt keeps crawlers out. */
export const PRIVATE_PATH_PREFIXES = [
  'my-wallet',
  'my-profile',
  'payment-logs',
  'order-history',
  'chat-with-psychic/start',
  'call-with-psychic/start',
  'add-wallet-money',
  'console',
  'admin',
] as const;

/** `/about-us` and `/de/about-us`; home is `/` and `/de`. */
export function localizedPath(path: string, language: Language): string {
  if (language === 'en') return `/${path}`;
  return path === '' ? '/de' : `/de/${path}`;
}
