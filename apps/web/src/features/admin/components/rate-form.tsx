import type { AdminCurrencyRate } from '@lumus/contract/admin/admin-settings';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCurrencyRate } from '../api/admin-settings-api';
import { reasonOf } from './admin-format';
import { CheckboxField, FormFailure, TextField } from './fields';
import { FormActions } from './form-actions';
import { useDraft } from './use-draft';
import { useSettingsSave } from './use-settings-save';

/** A currency's code, symbol, factor and countries; `rate` null makes a new one. */
export function RateForm({ rate, onDone }: { rate: AdminCurrencyRate | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { draft, setErrors, bind } = useDraft({
    iso: rate?.isoCode ?? '',
    symbol: rate?.symbol ?? '',
    factor: rate === null ? '' : String(rate.conversionFactor),
    countries: rate?.countries.join(', ') ?? '',
  });
  const [enabled, setEnabled] = useState(rate?.enabled ?? true);
  const save = useSettingsSave(saveCurrencyRate, onDone);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next: Partial<Record<keyof typeof draft, string>> = {};
    if (!/^[A-Za-z]{3}$/.test(draft.iso.trim())) next.iso = t('admin.errors.iso');
    if (draft.symbol.trim() === '') next.symbol = t('admin.errors.required');
    const value = Number(draft.factor.replace(',', '.'));
    if (!(value > 0)) next.factor = t('admin.errors.factor');
    const codes = draft.countries
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    if (codes.some((code) => !/^[A-Z]{2}$/.test(code)))
      next.countries = t('admin.errors.countries');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate({
      isoCode: draft.iso.trim().toUpperCase(),
      symbol: draft.symbol.trim(),
      conversionFactor: value,
      countries: codes,
      enabled,
    });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-2xl bg-paper p-3"
      data-testid="rate-form"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField label={t('admin.settings.iso')} readOnly={rate !== null} {...bind('iso')} />
        <TextField label={t('admin.settings.symbol')} {...bind('symbol')} />
        <TextField label={t('admin.settings.factor')} inputMode="decimal" {...bind('factor')} />
        <TextField label={t('admin.settings.countries')} {...bind('countries')} />
      </div>
      <CheckboxField label={t('admin.settings.active')} checked={enabled} onChange={setEnabled} />
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <FormActions pending={save.isPending} submitLabel={t('admin.save')} onCancel={onDone} />
    </form>
  );
}
