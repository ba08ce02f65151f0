import type { HistoryItem } from '@lumus/contract/chat/chat-calls';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';

// The primary button's shape in the error colour (white on #DC2626 is 4.8:1).
const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-error px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors duration-200 hover:bg-error/90 disabled:cursor-not-allowed disabled:opacity-60';

/** Asks before a chat leaves the history; says why if the server refused. */
export function RemoveChatDialog({
  item,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  item: HistoryItem;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog labelledBy="remove-chat-title" describedBy="remove-chat-text" onClose={onClose}>
      <div className="flex flex-col gap-4 p-6">
        <h2 id="remove-chat-title" className="text-lg font-semibold text-night">
          {t('order_history.remove_title')}
        </h2>
        <p id="remove-chat-text" className="text-sm text-muted">
          {t('order_history.remove_text', { name: item.consultantName })}
        </p>
        {failure === null ? null : (
          <p role="alert" className="text-sm text-error">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('order_history.remove_cancel')}
          </button>
          <button type="button" className={DANGER_BUTTON} disabled={pending} onClick={onConfirm}>
            {pending ? t('order_history.removing') : t('order_history.remove_confirm')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
