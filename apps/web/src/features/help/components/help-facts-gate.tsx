import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ListMessage } from '../../../lib/ui/list-states';
import { RetryButton } from '../../../lib/ui/retry-button';
import { useMarketCurrency } from '../../currency/use-display-currency';
import { helpFactsQuery } from '../api/help-facts-query';
import { helpArticleTexts, type HelpArticleText } from '../help-article-text';

/** The articles' words once the figures are in; a calm line while loading, Retry on failure. */
export function HelpFactsGate({
  children,
}: {
  children: (articles: readonly HelpArticleText[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useMarketCurrency();
  const facts = useQuery(helpFactsQuery());
  if (facts.isSuccess) return children(helpArticleTexts(t, language, facts.data, currency));
  if (facts.isError) {
    return (
      <ListMessage
        tone="error"
        title={t('help.load_failed')}
        action={
          <RetryButton
            onRetry={() => {
              void facts.refetch();
            }}
            busy={facts.isFetching}
          />
        }
      />
    );
  }
  return (
    <p role="status" className="text-muted">
      {t('help.loading')}
    </p>
  );
}
