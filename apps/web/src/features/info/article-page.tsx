import { useTranslation } from 'react-i18next';
import { AppOnlyFeatures } from '../../lib/app-redirect/app-only-features';
import { InstallLumus } from '../../lib/pwa/install-lumus';
import { PageHero } from '../../lib/ui/page-hero';
import { ARTICLES, type ArticleId } from './articles';
import { LegalDetailsBlock, type LegalDetailsKind } from './legal-details-block';

/** The pages that show the configured operator, and which of its lines. */
const WITH_DETAILS: Partial<Record<ArticleId, LegalDetailsKind>> = {
  imprint: 'imprint',
  contact: 'contact',
  privacy: 'privacy',
};

/** One component for every text page, driven by the article's translation keys. */
export function ArticlePage({ article }: { article: ArticleId }) {
  const { t } = useTranslation();
  const { title, sections } = ARTICLES[article];
  const key = (section: string, part: 'heading' | 'body') =>
    t(`pages.${article}.sections.${section}.${part}` as `pages.about.sections.who.${typeof part}`);

  return (
    <>
      <PageHero title={t(`titles.${title}`)} lead={t(`pages.${article}.lead`)} />
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
        <div className="grid max-w-3xl gap-8">
          {/* Lumus itself installs from the browser (decision 032); shown where it can. */}
          {article === 'use_app' ? <InstallLumus /> : null}
          {WITH_DETAILS[article] === undefined ? null : (
            <LegalDetailsBlock kind={WITH_DETAILS[article]} />
          )}
          {sections.map((section) => (
            <section key={section}>
              <h2 className="text-xl font-semibold text-night">{key(section, 'heading')}</h2>
              <p className="mt-2 leading-relaxed text-ink/85">{key(section, 'body')}</p>
            </section>
          ))}
          {article === 'use_app' ? <AppOnlyFeatureList /> : null}
        </div>
      </div>
    </>
  );
}

/** What exists only in the mobile app; each leads to the app-redirect dialog (screen 8). */
function AppOnlyFeatureList() {
  const { t } = useTranslation();
  return (
    <section>
      <h2 className="text-xl font-semibold text-night">{t('pages.use_app.features_title')}</h2>
      <div className="mt-3">
        <AppOnlyFeatures />
      </div>
    </section>
  );
}
