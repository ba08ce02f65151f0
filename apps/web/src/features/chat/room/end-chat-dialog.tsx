import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';

/** The one red action: ending costs the user the chat, so it does not look like the default. */
const END_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-error-text/30 bg-white px-5 py-2.5 text-sm font-semibold text-error-text transition-colors duration-200 hover:bg-error/10 disabled:cursor-not-allowed disabled:opacity-60';

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
          <p role="alert" className="text-sm text-error-text">
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
            className={END_BUTTON}
          >
            {pending ? t('chat.room.ending') : t('chat.room.end_confirm')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
