import type { TitleKey } from '../../lib/i18n/translation-key';

/**
 * Features that arrive in later issues. Until then their routes show a truthful preview: the
 * page title, what the page will hold (`preview.features.<id>.description`) and a link to a
 * related page that exists (`preview.features.<id>.link`). One entry per feature, no page copies.
 */
export const PREVIEW_FEATURES = {
} as const satisfies Record<string, { title: TitleKey; related: string }>;

export type PreviewFeatureId = keyof typeof PREVIEW_FEATURES;
