import type { PayoutProfile } from '@lumus/contract/earnings/earnings-calls';
import { consolePayoutMethodSaveCall } from '@lumus/contract/earnings/earnings-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { earningsKeys, reasonOf } from '../api/earnings-api';

type Kind = PayoutProfile['allowedKinds'][number];
type Field = 'accountName' | 'accountNumber' | 'ifsc' | 'upiId' | 'iban';
const FIELDS: Readonly<Record<Kind, readonly Field[]>> = {
  bank_in: ['accountName', 'accountNumber', 'ifsc'],
  upi: ['accountName', 'upiId'],
  sepa: ['accountName', 'iban'],
};

/** The psychic's payout method, checked by the server (IFSC, UPI id, IBAN checksum). */
export function PayoutMethodForm({ profile }: { profile: PayoutProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = profile.method;
  const [kind, setKind] = useState<Kind>(current?.kind ?? profile.allowedKinds[0] ?? 'bank_in');
  const [values, setValues] = useState<Record<string, string>>(
    current === null ? {} : Object.fromEntries(Object.entries(current)),
  );
  const save = useMutation({
    mutationFn: () => {
      const value = (field: Field) => values[field] ?? '';
      const accountName = value('accountName');
      const method =
        kind === 'bank_in'
          ? { kind, accountName, accountNumber: value('accountNumber'), ifsc: value('ifsc') }
          : kind === 'upi'
            ? { kind, accountName, upiId: value('upiId') }
            : { kind, accountName, iban: value('iban') };
      return api.call(consolePayoutMethodSaveCall, { method });
    },
    onSuccess: (saved) => queryClient.setQueryData(earningsKeys.profile, saved),
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="payout-method-form">
      <p className="text-sm text-ink-soft">
        {t('earnings.method.market', {
          market: t(`earnings.market.${profile.market}`),
          currency: profile.currency,
        })}
      </p>
      <label className="block text-sm">
        {t('earnings.method.kind')}
        <select
          className="mt-1 block w-full rounded-lg border p-2"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as Kind);
          }}
        >
          {profile.allowedKinds.map((option) => (
            <option key={option} value={option}>
              {t(`earnings.method.kinds.${option}`)}
            </option>
          ))}
        </select>
      </label>
      {FIELDS[kind].map((field) => (
        <label key={field} className="block text-sm">
          {t(`earnings.method.fields.${field}`)}
          <input
            className="mt-1 block w-full rounded-lg border p-2"
            name={field}
            value={values[field] ?? ''}
            onChange={(e) => {
              setValues({ ...values, [field]: e.target.value });
            }}
            autoComplete="off"
            required
          />
        </label>
      ))}
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {reasonOf(save.error, t('earnings.failed'))}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p className="text-sm text-green-700">{t('earnings.method.saved')}</p>
      ) : null}
      <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
        {t('earnings.method.save')}
      </button>
    </form>
  );
}
