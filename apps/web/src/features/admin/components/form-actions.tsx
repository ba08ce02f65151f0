import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { reasonOf } from './admin-format';
import { FormFailure } from './fields';
import { Saved } from './settings-card';

/** Submit and cancel side by side under an edit form. */
export function FormActions({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-3">
      <button type="submit" className={buttonStyles.primary} disabled={pending}>
        {submitLabel}
      </button>
      <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
        {t('admin.cancel')}
      </button>
    </div>
  );
}

/** The end of a form that stays open: what went wrong, "Save", and "Saved" once it worked. */
export function SaveFooter({
  save,
  problem = null,
}: {
  save: { isError: boolean; error: unknown; isPending: boolean; isSuccess: boolean };
  /** A check of the form that failed before anything was sent. */
  problem?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormFailure message={problem ?? (save.isError ? reasonOf(save.error) : null)} />
      <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
        {t('admin.save')}
      </button>
      <Saved show={save.isSuccess} />
    </>
  );
}
