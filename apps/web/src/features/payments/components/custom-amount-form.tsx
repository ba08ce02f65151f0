import { MINOR_PER_MAJOR } from '@lumus/contract/wallet/money';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { useMoneyFormat } from '../../currency/use-money-format';
import { useDisplayCurrency } from '../../currency/use-display-currency';

/** Whole units of the wallet's currency typed by the user -> minor units, or why not. */
export function parseWholeAmount(
  text: string,
  limits: { minAmount: number; maxAmount: number },
): { amount: number } | { problem: 'invalid' | 'too_small' | 'too_large' } {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return { problem: 'invalid' };
  const amount = Number(trimmed) * MINOR_PER_MAJOR;
  if (amount < limits.minAmount) return { problem: 'too_small' };
  if (amount > limits.maxAmount) return { problem: 'too_large' };
  return { amount };
}

/** Any other amount, in whole units of the wallet's currency, within the server's limits. */
export function CustomAmountForm({
  minAmount,
  maxAmount,
}: {
  minAmount: number;
  maxAmount: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const formatAmount = useMoneyFormat();
  const currency = useDisplayCurrency();
  const inputId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const limits = { min: formatAmount(minAmount), max: formatAmount(maxAmount) };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = parseWholeAmount(text, { minAmount, maxAmount });
    if ('problem' in parsed) {
      setProblem(t(`payments.custom.${parsed.problem}`, limits));
      return;
    }
    void navigate(localize(`/add-wallet-money/payment?amount=${parsed.amount}`));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
    >
      <label htmlFor={inputId} className="block font-semibold text-night">
        {t('payments.custom.label')}
      </label>
      <p className="text-sm text-muted">{t('payments.custom.hint', limits)}</p>
      <div className="mt-3 flex gap-3">
        <div className="flex flex-1 items-center rounded-full border border-night/15 bg-paper px-4 focus-within:border-violet">
          <span aria-hidden="true" className="text-muted">
            {currency.symbol.trim()}
          </span>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-invalid={problem !== null}
            aria-describedby={problem === null ? undefined : `${inputId}-error`}
            onChange={(event) => {
              setText(event.target.value.replace(/\D/g, ''));
              setProblem(null);
            }}
            className="min-h-11 w-full bg-transparent px-2 outline-none"
          />
        </div>
        <button type="submit" className={buttonStyles.primary}>
          {t('payments.custom.continue')}
        </button>
      </div>
      {problem === null ? null : (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-error">
          {problem}
        </p>
      )}
    </form>
  );
}
