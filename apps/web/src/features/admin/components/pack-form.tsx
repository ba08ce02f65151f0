import type { AdminRechargePack } from '@lumus/contract/admin/admin-settings';
import {
  CURRENCY_SYMBOL,
  CUSTOM_AMOUNT_LIMITS,
  MARKET_CURRENCIES,
  type MarketCurrency,
} from '@lumus/contract/markets/market-currency';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { saveRechargePack } from '../api/admin-settings-api';
import { amountInput, money, reasonOf } from './admin-format';
import { CheckboxField, FormFailure, SelectField, TextField } from './fields';
import { FormActions } from './form-actions';
import { validatePack } from './pack-draft';
import { useDraft } from './use-draft';
import { useSettingsSave } from './use-settings-save';

/**
 * A recharge pack's amount, bonuses, place and switches; `pack` null makes a new one, in
 * `currency` unless the operator picks the other. A saved pack keeps its currency (decision 052):
 * it is shown, not offered for change.
 */
export function PackForm({
  pack,
  currency: offered,
  onDone,
}: {
  pack: AdminRechargePack | null;
  currency: MarketCurrency;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { draft, setErrors, bind } = useDraft({
    amount: pack === null ? '' : amountInput(pack.amountMinor),
    bonus: String(pack?.bonusPercent ?? 0),
    first: String(pack?.firstRechargeBonusPercent ?? 0),
    sortOrder: String(pack?.sortOrder ?? 0),
  });
  const [currency, setCurrency] = useState<MarketCurrency>(pack?.currency ?? offered);
  const [popular, setPopular] = useState(pack?.isPopular ?? false);
  const [active, setActive] = useState(pack?.active ?? true);
  const save = useSettingsSave(saveRechargePack, onDone);
  const limits = CUSTOM_AMOUNT_LIMITS[currency];
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const result = validatePack(draft, currency, { isPopular: popular, active });
    if (!result.ok) {
      const { amount, ...others } = result.errors;
      setErrors({
        ...Object.fromEntries(Object.entries(others).map(([key, error]) => [key, t(error)])),
        ...(amount === undefined
          ? {}
          : {
              amount: t(amount, {
                min: money(limits.min, currency, language),
                max: money(limits.max, currency, language),
              }),
            }),
      });
      return;
    }
    setErrors({});
    save.mutate({ ...(pack === null ? {} : { id: pack.id }), ...result.payload });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-2xl bg-paper p-3"
      data-testid="pack-form"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {pack === null ? (
          <SelectField
            label={t('admin.settings.currency')}
            value={currency}
            onChange={(event) => {
              const chosen = MARKET_CURRENCIES.find((code) => code === event.target.value);
              if (chosen !== undefined) setCurrency(chosen);
            }}
          >
            {MARKET_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {t(`admin.settings.currency_names.${code}`)}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-night">
            <span className="block font-medium">{t('admin.settings.currency')}</span>
            <span data-testid="pack-currency">
              {t(`admin.settings.currency_names.${currency}`)}
            </span>
          </p>
        )}
        <TextField
          label={t('admin.settings.amount_in', { symbol: CURRENCY_SYMBOL[currency] })}
          inputMode="decimal"
          {...bind('amount')}
        />
        <TextField label={t('admin.settings.bonus')} inputMode="numeric" {...bind('bonus')} />
        <TextField label={t('admin.settings.first_bonus')} inputMode="numeric" {...bind('first')} />
        <TextField
          label={t('admin.settings.sort_order')}
          inputMode="numeric"
          {...bind('sortOrder')}
        />
      </div>
      <div className="flex flex-wrap gap-4">
        <CheckboxField
          label={t('admin.settings.popular')}
          checked={popular}
          onChange={setPopular}
        />
        <CheckboxField label={t('admin.settings.active')} checked={active} onChange={setActive} />
      </div>
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <FormActions pending={save.isPending} submitLabel={t('admin.save')} onCancel={onDone} />
    </form>
  );
}
