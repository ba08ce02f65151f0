import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';

/**
 * The consumer's consent to immediate performance before their first paid session (issue 27):
 * unticked by default, as the law wants an active choice; the request is not sent without it.
 */
export function WithdrawalWaiverCheckbox({
  checked,
  onChange,
  missing,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The user tried to send without ticking it. */
  missing: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="rounded-lg border border-gold/40 bg-gold/5 p-3 text-sm text-night">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          data-testid="withdrawal-waiver"
          className="mt-1 size-5 shrink-0"
          checked={checked}
          aria-invalid={missing}
          aria-describedby={missing ? `${id}-error` : undefined}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
        />
        <label htmlFor={id}>{t('legal_consent.label')}</label>
      </div>
      <p className="mt-2 text-ink/75">
        {t('legal_consent.note')}{' '}
        <LocalizedLink to="/terms-and-condition" className="underline">
          {t('legal_consent.terms_link')}
        </LocalizedLink>
      </p>
      {missing ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-error-text">
          {t('legal_consent.required')}
        </p>
      ) : null}
    </div>
  );
}
