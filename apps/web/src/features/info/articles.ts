import type en from '../../locales/en.json';
import type { TitleKey } from '../../lib/i18n/translation-key';

type Pages = typeof en.pages;

/**
 * The text pages (About Us, Use App, privacy, terms). Their words live in `pages.<id>` of the
 * locale files; this only names the title and the order of the sections.
 */
export const ARTICLES = {
  about: { title: 'about_us', sections: ['who', 'how', 'trust'] },
  use_app: { title: 'use_app', sections: ['browser', 'app', 'account'] },
  privacy: { title: 'privacy_policy', sections: ['data', 'why', 'device', 'rights'] },
  terms: { title: 'terms_and_conditions', sections: ['service', 'wallet', 'conduct', 'contact'] },
} as const satisfies {
  [Id in keyof Pages]: { title: TitleKey; sections: readonly (keyof Pages[Id]['sections'])[] };
};

export type ArticleId = keyof typeof ARTICLES;
