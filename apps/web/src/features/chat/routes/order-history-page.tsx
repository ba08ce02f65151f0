import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { ListMessage } from '../../../lib/ui/list-states';
import { HistorySection } from '../history/history-section';

/** `order-history`: the user's chats, newest first; a row opens its transcript. */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHero title={t('titles.order_history')} lead={t('order_history.lead')} />
      <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6">
        <HistorySection
          empty={
            <ListMessage
              title={t('order_history.empty_title')}
              text={t('order_history.empty_text')}
              action={
                <LocalizedLink to="/chat-with-psychic" className={buttonStyles.primary}>
                  {t('order_history.empty_action')}
                </LocalizedLink>
              }
            />
          }
        />
      </div>
    </>
  );
}
