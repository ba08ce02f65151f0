import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { ListMessage } from '../../../lib/ui/list-states';
import type { LoadProblem } from './history-format';

/**
 * Why a transcript cannot be shown, in plain words, with the way back to the user's own chats:
 * another user's chat (403), a chat that does not exist (404), a bad link, or a passing failure.
 */
export function LoadProblemMessage({
  problem,
  onRetry,
}: {
  problem: LoadProblem | 'bad-link';
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const back = (
    <LocalizedLink to="/order-history" className={buttonStyles.primary}>
      {t('order_history.back')}
    </LocalizedLink>
  );
  if (problem === 'failed') {
    return (
      <ListMessage
        tone="error"
        title={t('order_history.load_failed')}
        action={
          onRetry === undefined ? (
            back
          ) : (
            <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
              {t('order_history.retry')}
            </button>
          )
        }
      />
    );
  }
  const [title, text] =
    problem === 'forbidden'
      ? [t('order_history.forbidden_title'), t('order_history.forbidden_text')]
      : problem === 'not-found'
        ? [t('order_history.not_found_title'), t('order_history.not_found_text')]
        : [t('order_history.not_found_title'), t('order_history.bad_link')];
  return <ListMessage title={title} text={text} action={back} />;
}
