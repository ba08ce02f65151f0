import { SUPPORT_MESSAGE_MAX } from '@lumus/contract/support/support';
import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { FORM_INPUT } from '../../../lib/ui/form-field';
import { SupportImagePicker } from './support-image-picker';

/** What the box holds: text, an image, or both. */
export type SupportDraft = Readonly<{ text: string; image: File | null }>;

/**
 * A message box with an image to attach and its send button; `onSend` resolves once the server
 * has the message.
 */
export function SupportReplyForm({
  label,
  submitLabel,
  pending,
  failure,
  imageMaxBytes,
  onSend,
  extra,
  testId,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  failure: string | null;
  /** The configured largest image, as the server answered it. */
  imageMaxBytes: number;
  onSend: (draft: SupportDraft) => Promise<unknown>;
  /** More buttons beside send (staff: add as a note). */
  /** `clear` empties the box if it still holds `draft` once the action succeeded. */
  extra?: (draft: SupportDraft, clear: () => void) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  // A problem with the chosen image is told without marking the text box as wrong.
  const [error, setError] = useState<Readonly<{ about: 'text' | 'image'; text: string }> | null>(
    null,
  );
  const draft: SupportDraft = { text: text.trim(), image };
  // Only what was sent is cleared: text typed or an image chosen while it was on its way stays.
  const clearSent = (sent: SupportDraft) => () => {
    setText((current) => (current.trim() === sent.text ? '' : current));
    setImage((current) => (current === sent.image ? null : current));
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (draft.text === '' && draft.image === null) {
      setError({ about: 'text', text: t('support.errors.empty_or_image') });
      return;
    }
    setError(null);
    void onSend(draft).then(clearSent(draft), () => undefined);
  };
  const shown = error?.text ?? failure;
  const textInvalid = failure !== null || error?.about === 'text';
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
        aria-invalid={textInvalid ? true : undefined}
        aria-describedby={textInvalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
        }}
        className={`${FORM_INPUT} min-h-24 py-3`}
      />
      <SupportImagePicker
        image={image}
        maxBytes={imageMaxBytes}
        disabled={pending}
        onChange={(chosen) => {
          setImage(chosen);
          setError(null);
        }}
        onProblem={(problem) => {
          setError({ about: 'image', text: problem });
        }}
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
        {extra?.(draft, clearSent(draft))}
      </div>
    </form>
  );
}
