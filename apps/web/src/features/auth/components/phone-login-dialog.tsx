import { PHONE_INPUT_FOCUS_DELAY_MS } from '@lumus/contract/constants';
import type { Country } from '@lumus/contract/country';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { onlyDigits, phoneProblem } from '../phone/phone-validation';
import { CountryPicker } from './country-picker';
import { DialogHeader } from './dialog-header';
import { ErrorLine } from './error-line';
import { Spinner } from './spinner';

const LINK = 'font-medium text-violet underline underline-offset-2';

/**
 * Screen 3, 'Continue with phone'. `onSubmit` sends the code and answers the error to show, or
 * null when the next step opened.
 */
export function PhoneLoginDialog({
  country,
  mobile,
  onCountryChange,
  onMobileChange,
  onSubmit,
  onClose,
}: {
  country: Country;
  mobile: string;
  onCountryChange: (country: Country) => void;
  onMobileChange: (mobile: string) => void;
  onSubmit: () => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      // A quick user may already be in the country search: don't pull the caret away from it.
      const active = document.activeElement;
      if (active instanceof HTMLInputElement && active !== input.current) return;
      input.current?.focus();
    }, PHONE_INPUT_FOCUS_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = phoneProblem(country.dial_code, mobile);
    if (problem !== null) {
      setError(t(`auth.errors.${problem}`));
      return;
    }
    setLoading(true);
    try {
      const message = await onSubmit();
      if (message !== null) setError(message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onClose={onClose}>
      <DialogHeader titleId={titleId} title={t('auth.phone.title')} onClose={onClose} />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4 px-5 pb-6 pt-2"
      >
        <div id={textId} className="space-y-1 text-sm text-muted">
          <p>{t('auth.phone.text')}</p>
          <p data-testid="code-notice">{t('auth.phone.code_notice')}</p>
        </div>
        <div className="flex gap-2">
          <CountryPicker country={country} onChange={onCountryChange} />
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('auth.phone.label')}</span>
            <input
              ref={input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              data-testid="phone-input"
              value={mobile}
              placeholder={t('auth.phone.placeholder')}
              aria-invalid={error !== null}
              onChange={(event) => {
                onMobileChange(onlyDigits(event.target.value));
                setError(null);
              }}
              className="h-12 w-full rounded-2xl border border-night/15 bg-white px-4 text-base text-ink outline-none focus:border-violet"
            />
          </label>
        </div>
        <ErrorLine message={error} testId="phone-error" />
        <button
          type="submit"
          data-testid="get-otp"
          aria-busy={loading}
          disabled={loading}
          className={`${buttonStyles.primary} w-full`}
        >
          {loading ? <Spinner /> : null}
          {t('auth.phone.get_otp')}
        </button>
        <p className="text-center text-xs text-muted">
          <Trans
            i18nKey="auth.phone.legal"
            components={{
              terms: <LocalizedLink to="/terms-and-condition" className={LINK} />,
              privacy: <LocalizedLink to="/privacy-policies" className={LINK} />,
            }}
          />
        </p>
      </form>
    </ModalDialog>
  );
}
