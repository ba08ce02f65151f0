import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { FormFailure } from './fields';

/** "Are you sure?" for an action that delists, admits or changes money: the question names it. */
export function ConfirmPanel({
  id,
  question,
  confirmLabel,
  pending,
  failure,
  onConfirm,
  onCancel,
  children,
}: {
  id: string;
  question: string;
  confirmLabel: string;
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the action needs besides a yes (a reason), between the question and the buttons. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  // The question takes the focus so a keyboard user lands on the choice.
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    <div
      role="alertdialog"
      aria-labelledby={id}
      className="space-y-3 rounded-2xl bg-violet-soft p-4"
    >
      <p id={id} className="text-sm font-semibold text-night">
        {question}
      </p>
      {children}
      <FormFailure message={failure} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          disabled={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className={buttonStyles.secondary} ref={cancel} onClick={onCancel}>
          {t('admin.cancel')}
        </button>
      </div>
    </div>
  );
}
