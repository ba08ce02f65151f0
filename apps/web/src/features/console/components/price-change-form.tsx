import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import type { ConsoleProfile, PriceChange } from '@lumus/contract/onboarding/console-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { dateTime, money, parseAmount, reasonOf } from '../../admin/components/admin-format';
import { FormFailure, TextField } from '../../admin/components/fields';
import { EditFormCard } from '../../admin/components/edit-form-card';
import { consoleKeys } from '../api/console-keys';
import { requestPriceChange } from '../api/console-profile';

type MarketPrice = ConsoleProfile['prices'][number];

/**
 * The prices per minute the psychic charges, one form per market they serve (rupees in India,
 * euros in the euro market), each asking for a new price in that currency. A price changes only
 * when the operator approves, so the latest request is shown with its status (and the operator's
 * note) until then. A market the psychic does not serve has no form: the operator opens markets.
 */
export function PriceChangeForm({ profile }: { profile: ConsoleProfile }) {
  const { t } = useTranslation();
  if (profile.prices.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-4 text-sm text-muted shadow-sm">
        {t('console.profile.price.no_market')}
      </p>
    );
  }
  const several = profile.prices.length > 1;
  return (
    <div className="space-y-6">
      {profile.prices.map((price) => (
        <MarketPriceForm key={price.currency} price={price} titled={several} />
      ))}
    </div>
  );
}

function MarketPriceForm({ price, titled }: { price: MarketPrice; titled: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const { currency } = price;
  const format = (minor: number) => money(minor, currency, language);
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: (pricePerMinuteMinor: number) =>
      requestPriceChange({ currency, pricePerMinuteMinor }),
    onSuccess: (next) => {
      queryClient.setQueryData(consoleKeys.profile(userId), next);
      setAmount('');
    },
  });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const minor = parseAmount(amount);
    if (minor === undefined) {
      setInvalid(t(`console.profile.price.invalid.${currency}`));
      return;
    }
    setInvalid(null);
    ask.mutate(minor);
  };

  return (
    <EditFormCard
      title={
        titled ? t(`console.profile.price.title_in.${currency}`) : t('console.profile.price.title')
      }
      testId="console-price-form"
      onSubmit={onSubmit}
    >
      <p
        className="text-sm text-night"
        data-testid="console-current-price"
        data-currency={currency}
      >
        {t('console.profile.price.current', { price: format(price.pricePerMinuteMinor) })}
      </p>
      {price.priceChange === null ? null : (
        <PriceChangeStatus change={price.priceChange} currency={currency} />
      )}
      <TextField
        label={t(`console.profile.price.new.${currency}`)}
        hint={t('console.profile.price.hint')}
        inputMode="decimal"
        value={amount}
        error={invalid}
        data-testid="console-price-input"
        onChange={(event) => {
          setAmount(event.target.value);
          setInvalid(null);
        }}
      />
      <FormFailure message={ask.isError ? reasonOf(ask.error) : null} />
      <button
        type="submit"
        disabled={ask.isPending}
        data-testid="console-price-submit"
        className={`${buttonStyles.secondary} w-full sm:w-auto`}
      >
        {t('console.profile.price.submit')}
      </button>
    </EditFormCard>
  );
}

const STATUS_STYLE: Record<PriceChange['status'], string> = {
  pending: 'bg-gold/15 text-night',
  approved: 'bg-violet-soft text-night',
  rejected: 'bg-error/10 text-error-text',
};

function PriceChangeStatus({
  change,
  currency,
}: {
  change: PriceChange;
  currency: MarketCurrency;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div
      data-testid="console-price-change"
      data-status={change.status}
      data-currency={currency}
      className={`space-y-1 rounded-2xl p-3 text-sm break-words ${STATUS_STYLE[change.status]}`}
    >
      <p className="font-semibold">
        {t(`console.profile.price.status.${change.status}`, {
          price: money(change.requestedPriceMinor, currency, language),
        })}
      </p>
      <p className="text-xs">
        {t('console.profile.price.asked_on', { date: dateTime(change.createdAt, language) })}
      </p>
      {change.note === null || change.note === '' ? null : (
        <p>{t('console.profile.price.note', { note: change.note })}</p>
      )}
    </div>
  );
}
