import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { HelpFactsGate } from '../components/help-facts-gate';
import { StillNeedHelp } from '../components/still-need-help';
import { searchHelpArticles } from '../help-search';

/**
 * `/help` (issue 24, not in spec §2): the articles, searchable. The query lives in `?q=`, so a
 * search can be linked and the server renders its results as the browser does.
 */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  return (
    <>
      <PageHero title={t('titles.help_centre')} lead={t('help.lead')} />
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
          }}
        >
          <label htmlFor="help-search" className="text-sm font-semibold text-night">
            {t('help.search_label')}
          </label>
          <div className="relative mt-1.5">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id="help-search"
              type="search"
              value={query}
              placeholder={t('help.search_placeholder')}
              autoComplete="off"
              className="min-h-12 w-full rounded-full border border-night/15 bg-white py-2 pr-4 pl-11 text-base text-night shadow-sm focus:border-violet"
              onChange={(event) => {
                const next = event.target.value;
                setParams(next === '' ? {} : { q: next }, {
                  replace: true,
                  preventScrollReset: true,
                });
              }}
            />
          </div>
        </form>
        <HelpFactsGate>
          {(articles) => {
            const found = searchHelpArticles(articles, query);
            return (
              <section aria-labelledby="help-articles" className="flex flex-col gap-3">
                <h2
                  id="help-articles"
                  className="text-sm font-semibold text-muted"
                  aria-live="polite"
                >
                  {query.trim() === ''
                    ? t('help.all_articles')
                    : t('help.results', { count: found.length })}
                </h2>
                {found.length === 0 ? (
                  <p
                    role="status"
                    className="rounded-3xl bg-white p-5 text-ink/85 ring-1 ring-night/5"
                  >
                    {t('help.no_results', { query: query.trim() })}
                  </p>
                ) : (
                  <ul className="grid gap-3">
                    {found.map((article) => (
                      <li key={article.id}>
                        <LocalizedLink
                          to={`/help/${article.slug}`}
                          data-testid="help-article-link"
                          className="block rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5 transition-shadow hover:shadow-md"
                        >
                          <span className="block text-lg font-semibold text-night">
                            {article.title}
                          </span>
                          <span className="mt-1 block text-sm leading-relaxed text-ink/80">
                            {article.lead}
                          </span>
                        </LocalizedLink>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          }}
        </HelpFactsGate>
        <StillNeedHelp />
      </div>
    </>
  );
}
