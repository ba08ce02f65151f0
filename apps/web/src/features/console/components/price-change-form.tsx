import type { ConsoleProfile, PriceChange } from '@lumus/contract/onboarding/console-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { dateTime, parseRupees, reasonOf } from '../../admin/components/admin-format';
import { FormFailure, TextField } from '../../admin/components/fields';
import { useInrFormat } from '../../currency/use-money-format';
import { EditFormCard } from '../../admin/components/edit-form-card';
import { consoleKeys } from '../api/console-keys';
import { requestPriceChange } from '../api/console-profile';

/**
 * The price per minute the psychic charges and a request for a new one. The price itself changes
 * only when the operator approves, so the latest request is shown with its status (and the
 * operator's note) until then.
 */
export function PriceChangeForm({ profile }: { profile: ConsoleProfile }) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const inr = useInrFormat();
  const [rupees, setRupees] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const ask = useMutation({
    mutationFn: requestPriceChange,
    onSuccess: (next) => {
      queryClient.setQueryData(consoleKeys.profile(userId), next);
      setRupees('');
    },
  });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const minor = parseRupees(rupees);
    if (minor === undefined) {
      setInvalid(t('console.profile.price.invalid'));
      return;
    }
    setInvalid(null);
    ask.mutate(minor);
  };

  return (
    <EditFormCard
      title={t('console.profile.price.title')}
      testId="console-price-form"
      onSubmit={onSubmit}
    >
      <p className="text-sm text-night" data-testid="console-current-price">
        {t('console.profile.price.current', {
          price: inr(profile.pricePerMinuteMinor),
        })}
      </p>
      {profile.priceChange === null ? null : <PriceChangeStatus change={profile.priceChange} />}
      <TextField
        label={t('console.profile.price.new')}
        hint={t('console.profile.price.hint')}
        inputMode="decimal"
        value={rupees}
        error={invalid}
        data-testid="console-price-input"
        onChange={(event) => {
          setRupees(event.target.value);
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

function PriceChangeStatus({ change }: { change: PriceChange }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inr = useInrFormat();
  return (
    <div
      data-testid="console-price-change"
      data-status={change.status}
      className={`space-y-1 rounded-2xl p-3 text-sm break-words ${STATUS_STYLE[change.status]}`}
    >
      <p className="font-semibold">
        {t(`console.profile.price.status.${change.status}`, {
          price: inr(change.requestedPriceMinor),
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
