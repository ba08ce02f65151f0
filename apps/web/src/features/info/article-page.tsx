import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppRedirect } from '../../lib/app-redirect/app-redirect-context';
import { buttonStyles } from '../../lib/ui/button-styles';
import { PageHero } from '../../lib/ui/page-hero';
import { ARTICLES, type ArticleId } from './articles';

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
          {sections.map((section) => (
            <section key={section}>
              <h2 className="text-xl font-semibold text-night">{key(section, 'heading')}</h2>
              <p className="mt-2 leading-relaxed text-ink/85">{key(section, 'body')}</p>
            </section>
          ))}
          {article === 'use_app' ? <AppOnlyFeatureButton /> : null}
        </div>
      </div>
    </>
  );
}

/** Calls exist only in the mobile app, so on the web they lead to the app-redirect dialog. */
function AppOnlyFeatureButton() {
  const { t } = useTranslation();
  const { openAppRedirect } = useAppRedirect();
  return (
    <div>
      <button type="button" onClick={openAppRedirect} className={buttonStyles.secondary}>
        <Phone aria-hidden="true" className="size-4" />
        {t('pages.use_app.try_call')}
      </button>
    </div>
  );
}
