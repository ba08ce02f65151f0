import type en from '../../locales/en.json';
import type { TitleKey } from '../../lib/i18n/translation-key';

type Pages = typeof en.pages;

/**
 * The text pages (About Us, Use App, privacy, terms). Their words live in `pages.<id>` of the
 * locale files; this only names the title and the order of the sections.
 */
export const ARTICLES = {
  about: { title: 'about_us', sections: ['who', 'how', 'trust', 'contact'] },
  use_app: { title: 'use_app', sections: ['browser', 'app', 'account'] },
  privacy: {
    title: 'privacy_policy',
    sections: [
      'controller',
      'account',
      'birth',
      'chats',
      'payments',
      'device',
      'storage',
      'purposes',
      'sharing',
      'retention',
      'rights',
    ],
  },
  imprint: { title: 'imprint', sections: ['responsible', 'dispute', 'liability'] },
  contact: { title: 'contact', sections: ['support', 'privacy', 'complaints'] },
  cookies: { title: 'cookies', sections: ['summary', 'cookies', 'local', 'no_banner'] },
  terms: {
    title: 'terms_and_conditions',
    sections: [
      'service',
      'account',
      'wallet',
      'withdrawal',
      'free_chat',
      'conduct',
      'app',
      'liability',
      'contact',
    ],
  },
} as const satisfies {
  [Id in keyof Pages]: { title: TitleKey; sections: readonly (keyof Pages[Id]['sections'])[] };
};

export type ArticleId = keyof typeof ARTICLES;
