import { SUPPORT_MESSAGE_MAX } from '@lumus/contract/support/support';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { FORM_INPUT } from '../../../lib/ui/form-field';

/** A message box with its send button; `onSend` resolves once the server has the message. */
export function SupportReplyForm({
  label,
  submitLabel,
  pending,
  failure,
  onSend,
  extra,
  testId,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  failure: string | null;
  onSend: (text: string) => Promise<unknown>;
  /** More buttons beside send (staff: add as a note). */
  /** `clear` empties the box if it still holds `text` once the action succeeded. */
  extra?: (text: string, clear: () => void) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Only what was sent is cleared: text typed while the send was on its way stays.
  const clearSent = (sent: string) => () => {
    setText((current) => (current.trim() === sent ? '' : current));
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('support.errors.empty'));
      return;
    }
    setError(null);
    const sent = text.trim();
    void onSend(sent).then(clearSent(sent), () => undefined);
  };
  const shown = error ?? failure;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2" data-testid={testId}>
      <label htmlFor={id} className="block text-sm font-semibold text-night">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={text}
        aria-invalid={shown === null ? undefined : true}
        aria-describedby={shown === null ? undefined : `${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
        }}
        className={`${FORM_INPUT} min-h-24 py-3`}
      />
      {shown === null ? null : (
        <p id={`${id}-error`} role="alert" className="text-sm text-error-text">
          {shown}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {submitLabel}
        </button>
        {extra?.(text.trim(), clearSent(text.trim()))}
      </div>
    </form>
  );
}
