import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';

/** "End this chat?" with the choice to keep chatting (the default focus) or to end it. */
export function EndChatDialog({
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onClose={onClose}>
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold text-night">
          {t('chat.room.end_title')}
        </h2>
        <p id={textId} className="text-muted">
          {t('chat.room.end_text')}
        </p>
        {failure === null ? null : (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="flex flex-col gap-3">
          <button type="button" onClick={onClose} className={buttonStyles.primary}>
            {t('chat.room.end_cancel')}
          </button>
          <button
            type="button"
            data-testid="chat-end-confirm"
            disabled={pending}
            onClick={onConfirm}
            className={`${buttonStyles.secondary} border-red-700/30 text-red-700 hover:bg-red-50`}
          >
            {pending ? t('chat.room.ending') : t('chat.room.end_confirm')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
