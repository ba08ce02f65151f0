import type { LandingPageVariant } from '@lumus/contract/experiments/experiments';

/**
 * Home and every landing route are one page; a variant only chooses the hero's words and main
 * call to action, and the order of the sections. Texts: `home.hero.<hero>.*`.
 */
export type HomeSection = 'online' | 'categories' | 'how' | 'compatibility' | 'reviews' | 'app';

type HeroId = 'chat' | 'free_chat' | 'compatibility' | 'app' | 'aus' | 'halloween';
export type HeroAction = 'psychics' | 'free_chat' | 'compatibility' | 'app';

export type HomeVariant = Readonly<{
  hero: HeroId;
  /** The gold button first, then the outlined one. */
  actions: readonly [HeroAction, HeroAction];
  sections: readonly HomeSection[];
  /** Seasonal colour of the hero glow. */
  glow?: 'halloween';
}>;

const STANDARD: readonly HomeSection[] = [
  'online',
  'categories',
  'how',
  'compatibility',
  'reviews',
  'app',
];

export const HOME_VARIANTS = {
  home: { hero: 'chat', actions: ['psychics', 'compatibility'], sections: STANDARD },
  free_chat: {
    hero: 'free_chat',
    actions: ['free_chat', 'psychics'],
    sections: ['how', 'online', 'reviews', 'categories', 'compatibility', 'app'],
  },
  compatibility: {
    hero: 'compatibility',
    actions: ['compatibility', 'psychics'],
    sections: ['compatibility', 'online', 'how', 'reviews', 'categories', 'app'],
  },
  app: {
    hero: 'app',
    actions: ['app', 'psychics'],
    sections: ['app', 'how', 'online', 'reviews', 'categories', 'compatibility'],
  },
  aus: {
    hero: 'aus',
    actions: ['psychics', 'app'],
    sections: ['online', 'how', 'app', 'reviews', 'categories', 'compatibility'],
  },
  // Free minutes are an offer an admin may switch off; a seasonal page does not promise them.
  halloween: {
    hero: 'halloween',
    actions: ['psychics', 'compatibility'],
    sections: ['online', 'categories', 'how', 'reviews', 'compatibility', 'app'],
    glow: 'halloween',
  },
} as const satisfies Record<string, HomeVariant>;

export type HomeVariantId = keyof typeof HOME_VARIANTS;

/** What each arm of the landing-page experiment shows. */
export const EXPERIMENT_VARIANTS: Readonly<Record<LandingPageVariant, HomeVariantId>> = {
  chat_first: 'home',
  free_chat: 'free_chat',
  compatibility: 'compatibility',
};
