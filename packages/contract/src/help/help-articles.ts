import type { SeoPage } from '../site/seo-pages';

/**
 * The help centre's articles (issue 24): the page path of each, in the order the centre lists
 * them, with what crawlers see. The words of each article live in the web app's locale files
 * (`help.articles.<id>`), with the numbers filled in from `/api/help/facts`.
 */
export const HELP_ARTICLES = [
  {
    id: 'paying_per_minute',
    slug: 'paying-per-minute',
    title: { en: 'How paying per minute works', de: 'So funktioniert das Bezahlen pro Minute' },
    description: {
      en: 'When a chat or call is charged, for which seconds, what happens when your balance runs low and when the psychic drops out.',
      de: 'Wann ein Chat oder Anruf abgerechnet wird, für welche Sekunden, was bei knappem Guthaben passiert und wenn der Berater wegfällt.',
    },
  },
  {
    id: 'free_first_chat',
    slug: 'free-first-chat',
    title: { en: 'Your free first chat', de: 'Dein kostenloser erster Chat' },
    description: {
      en: 'Who gets free minutes, with which psychics, and why a free chat never turns paid without your yes.',
      de: 'Wer Gratisminuten bekommt, bei welchen Beratern, und warum ein Gratis-Chat nie ohne dein Ja kostenpflichtig wird.',
    },
  },
  {
    id: 'adding_money',
    slug: 'adding-money',
    title: { en: 'Adding money to your wallet', de: 'Guthaben aufladen' },
    description: {
      en: 'Packs and custom amounts, the tax on a top-up, and what to do when a payment has not arrived.',
      de: 'Pakete und eigene Beträge, die Steuer auf eine Aufladung und was du tust, wenn eine Zahlung nicht angekommen ist.',
    },
  },
  {
    id: 'refunds',
    slug: 'refunds',
    title: { en: 'Refunds', de: 'Erstattungen' },
    description: {
      en: 'When you get money back without asking, how to report a chat or call that went wrong, and where a refund shows up.',
      de: 'Wann du Geld automatisch zurückbekommst, wie du einen missglückten Chat oder Anruf meldest und wo eine Erstattung erscheint.',
    },
  },
  {
    id: 'calls',
    slug: 'calls',
    title: { en: 'Calls in the browser', de: 'Anrufe im Browser' },
    description: {
      en: 'What a call needs (microphone, a current browser), how it is charged, and what happens when the line drops.',
      de: 'Was ein Anruf braucht (Mikrofon, aktueller Browser), wie er abgerechnet wird und was passiert, wenn die Verbindung abreißt.',
    },
  },
  {
    id: 'your_data',
    slug: 'your-data',
    title: { en: 'Your data and privacy', de: 'Deine Daten und Privatsphäre' },
    description: {
      en: 'What Lumus keeps about you and why, who reads your chats, and how to get a copy or have it removed.',
      de: 'Was Lumus über dich speichert und warum, wer deine Chats liest und wie du eine Kopie bekommst oder sie löschen lässt.',
    },
  },
] as const;

export type HelpArticle = (typeof HELP_ARTICLES)[number];
export type HelpArticleId = HelpArticle['id'];

export const HELP_CENTRE_PATH = 'help';

export function helpArticlePath(article: Pick<HelpArticle, 'slug'>): string {
  return `${HELP_CENTRE_PATH}/${article.slug}`;
}

/** The centre and each article, all indexable and in the sitemap. */
export const HELP_SEO_PAGES: readonly SeoPage[] = [
  {
    path: HELP_CENTRE_PATH,
    title: { en: 'Help Centre', de: 'Hilfe' },
    description: {
      en: 'Answers on paying per minute, free minutes, top-ups, refunds, calls and your data, and a way to write to the Lumus team.',
      de: 'Antworten zu Minutenpreisen, Gratisminuten, Aufladungen, Erstattungen, Anrufen und deinen Daten, und der Weg zum Lumus-Team.',
    },
  },
  ...HELP_ARTICLES.map((article) => ({
    path: helpArticlePath(article),
    title: article.title,
    description: article.description,
  })),
];
