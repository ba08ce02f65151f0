import { OTP_RESEND_FIRST_WAIT_S, OTP_RESEND_WAIT_S } from '@lumus/contract/constants';
import { ArrowLeft } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { CodeBoxes } from './code-boxes';
import { DialogHeader } from './dialog-header';
import { ErrorLine } from './error-line';
import { Spinner } from './spinner';
import { useCountdown } from './use-countdown';

/** What the resend call answered: null on success, else the reason to show. */
export type ResendResult = string | null;

/**
 * Screen 5, 'Verify Phone' (spec §4): code boxes, auto-submit once full, resend countdown (52 s,
 * then 60 s after each resend) and the back arrow that only appears when the countdown is over.
 * `onSubmit` answers the error to show under the boxes, or null when the code was accepted.
 * Phone-first (decision 042): focus starts on the first box so typing or autofill lands there,
 * "Change number" returns to the number at any time, and a rejected code empties the boxes and
 * puts focus back on the first so the next attempt is simply typed again.
 */
export function VerifyPhoneDialog({
  fullNumber,
  otpLength,
  resendLeft,
  onSubmit,
  onResend,
  onBack,
  onClose,
}: {
  fullNumber: string;
  otpLength: number;
  resendLeft: number;
  onSubmit: (code: string) => Promise<string | null>;
  onResend: () => Promise<ResendResult>;
  onBack: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const firstBox = useRef<HTMLInputElement>(null);
  const [digits, setDigits] = useState<string[]>(() => Array<string>(otpLength).fill(''));
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendFailed, setResendFailed] = useState(false);
  const countdown = useCountdown(OTP_RESEND_FIRST_WAIT_S);
  const complete = digits.every((digit) => digit !== '');

  const submit = async (code: string[]) => {
    if (loading || code.some((digit) => digit === '')) return;
    setLoading(true);
    try {
      const problem = await onSubmit(code.join(''));
      setError(problem);
      if (problem !== null) {
        setDigits(Array<string>(otpLength).fill(''));
        firstBox.current?.focus();
      }
    } finally {
      setLoading(false);
    }
  };

  const change = (next: string[]) => {
    setDigits(next);
    setError(null);
    if (next.every((digit) => digit !== '')) void submit(next);
  };

  const resend = async () => {
    if (resending || resendLeft <= 0) return;
    setResending(true);
    try {
      const reason = await onResend();
      if (reason === null) {
        countdown.restart(OTP_RESEND_WAIT_S);
        setDigits(Array<string>(otpLength).fill(''));
        setError(null);
        firstBox.current?.focus();
      } else {
        setResendFailed(true);
        setError(reason);
      }
    } finally {
      setResending(false);
    }
  };

  const atZero = countdown.left === 0;
  const back = atZero ? (
    <button
      type="button"
      onClick={onBack}
      aria-label={t('auth.otp.back')}
      data-testid="otp-back"
      className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-violet-soft"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </button>
  ) : null;

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} initialFocus={firstBox}>
      <DialogHeader
        titleId={titleId}
        title={t('auth.otp.title')}
        onClose={onClose}
        leading={back}
      />
      <div className="space-y-4 px-5 pb-6 pt-2">
        <p className="text-sm text-muted">
          {t('auth.otp.sent_to')}{' '}
          <span data-testid="otp-number" className="font-semibold text-ink">
            {fullNumber}
          </span>{' '}
          <button
            type="button"
            onClick={onBack}
            data-testid="otp-change-number"
            className="inline-flex min-h-11 items-center font-semibold text-violet underline-offset-2 hover:underline"
          >
            {t('auth.otp.change_number')}
          </button>
        </p>
        <CodeBoxes
          firstBox={firstBox}
          digits={digits}
          onChange={change}
          onEnter={() => void submit(digits)}
          invalid={error !== null}
        />
        <ErrorLine message={error} testId="otp-error" />
        {resendFailed ? null : (
          <div className="text-center text-sm" data-testid="resend-area">
            {!atZero ? (
              <p className="text-muted" data-testid="resend-countdown">
                {t('auth.otp.resend_in', { seconds: countdown.left })}
              </p>
            ) : resendLeft > 0 ? (
              <button
                type="button"
                data-testid="resend"
                disabled={resending}
                onClick={() => void resend()}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-violet underline-offset-2 hover:underline disabled:opacity-60"
              >
                {resending ? <Spinner /> : null}
                {t('auth.otp.resend')}
              </button>
            ) : null}
          </div>
        )}
        <button
          type="button"
          data-testid="otp-continue"
          disabled={!complete || loading}
          aria-busy={loading}
          onClick={() => void submit(digits)}
          className={`${buttonStyles.primary} w-full`}
        >
          {loading ? <Spinner /> : null}
          {t('auth.otp.continue')}
        </button>
      </div>
    </ModalDialog>
  );
}
