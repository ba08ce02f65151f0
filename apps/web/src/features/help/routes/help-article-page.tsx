import type { HelpArticleId } from '@lumus/contract/help/help-articles';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { HelpFactsGate } from '../components/help-facts-gate';
import { StillNeedHelp } from '../components/still-need-help';

/** One help article (issue 24): its sections with today's figures, the others, and a person. */
export function HelpArticlePage({ article }: { article: HelpArticleId }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t(`titles.help_${article}`)} />
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <LocalizedLink
          to="/help"
          className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-violet hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('help.back')}
        </LocalizedLink>
        <HelpFactsGate>
          {(articles) => {
            const text = articles.find((candidate) => candidate.id === article);
            if (text === undefined) return null;
            const others = articles.filter((candidate) => candidate.id !== article);
            return (
              <>
                <article className="flex flex-col gap-6" data-testid="help-article">
                  <p className="text-lg leading-relaxed text-night">{text.lead}</p>
                  {text.sections.map((section) => (
                    <section key={section.key}>
                      <h2 className="text-xl font-semibold text-night">{section.heading}</h2>
                      <p className="mt-2 leading-relaxed text-ink/85">{section.body}</p>
                    </section>
                  ))}
                </article>
                <StillNeedHelp />
                <nav aria-labelledby="help-more" className="flex flex-col gap-2">
                  <h2 id="help-more" className="text-sm font-semibold text-muted">
                    {t('help.all_articles')}
                  </h2>
                  <ul className="grid gap-1">
                    {others.map((other) => (
                      <li key={other.id}>
                        <LocalizedLink
                          to={`/help/${other.slug}`}
                          className="inline-flex min-h-11 items-center text-violet hover:underline"
                        >
                          {other.title}
                        </LocalizedLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              </>
            );
          }}
        </HelpFactsGate>
      </div>
    </>
  );
}
