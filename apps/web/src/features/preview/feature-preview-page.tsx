import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/ui/localized-link';
import { PageHero } from '../../lib/ui/page-hero';
import { PREVIEW_FEATURES, type PreviewFeatureId } from './preview-features';

/** The page of a feature that is not built yet: what it will hold, and where to go meanwhile. */
export function FeaturePreviewPage({ feature }: { feature: PreviewFeatureId }) {
  const { t } = useTranslation();
  const { title, related } = PREVIEW_FEATURES[feature];
  return (
    <>
      <PageHero
        title={t(`titles.${title}`)}
        lead={t(`preview.features.${feature}.description`)}
        badge={t('preview.badge')}
      />
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        <section className="flex max-w-xl items-start gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-violet-soft text-violet">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="text-lg font-semibold text-night">{t('preview.meanwhile')}</h2>
            <LocalizedLink
              to={related}
              className="mt-1 inline-flex min-h-11 items-center gap-1 font-semibold text-violet hover:underline"
            >
              {t(`preview.features.${feature}.link`)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </LocalizedLink>
          </div>
        </section>
      </div>
    </>
  );
}
