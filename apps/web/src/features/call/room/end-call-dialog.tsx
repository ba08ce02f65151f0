import { useId } from 'react';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';

/** The one red action: ending costs the call, so it does not look like the default. */
const END_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-error-text/30 bg-white px-5 py-2.5 text-sm font-semibold text-error-text transition-colors duration-200 hover:bg-error/10 disabled:cursor-not-allowed disabled:opacity-60';

export interface EndCallTexts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  pending: string;
}

/** "End this call?" with keep talking (the default focus) or end it (`call-end-confirm`). */
export function EndCallDialog({
  texts,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  texts: EndCallTexts;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onClose={onClose}>
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold text-night">
          {texts.title}
        </h2>
        <p id={textId} className="text-muted">
          {texts.text}
        </p>
        {failure === null ? null : (
          <p role="alert" className="text-sm text-error-text">
            {failure}
          </p>
        )}
        <div className="flex flex-col gap-3">
          <button type="button" onClick={onClose} className={buttonStyles.primary}>
            {texts.cancel}
          </button>
          <button
            type="button"
            data-testid="call-end-confirm"
            disabled={pending}
            onClick={onConfirm}
            className={END_BUTTON}
          >
            {pending ? texts.pending : texts.confirm}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
