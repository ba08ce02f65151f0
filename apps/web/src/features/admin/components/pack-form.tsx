import type { AdminRechargePack } from '@lumus/contract/admin/admin-settings';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveRechargePack } from '../api/admin-settings-api';
import { parseRupees, reasonOf, rupeesInput } from './admin-format';
import { CheckboxField, FormFailure, TextField } from './fields';
import { FormActions } from './form-actions';
import { useDraft } from './use-draft';
import { useSettingsSave } from './use-settings-save';

const percent = (text: string) =>
  /^\d{1,3}$/.test(text.trim()) && Number(text) <= 200 ? Number(text) : undefined;

/** A recharge pack's amount, bonuses, place and switches; `pack` null makes a new one. */
export function PackForm({ pack, onDone }: { pack: AdminRechargePack | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { draft, setErrors, bind } = useDraft({
    amount: pack === null ? '' : rupeesInput(pack.amountMinor),
    bonus: String(pack?.bonusPercent ?? 0),
    first: String(pack?.firstRechargeBonusPercent ?? 0),
    sortOrder: String(pack?.sortOrder ?? 0),
  });
  const [popular, setPopular] = useState(pack?.isPopular ?? false);
  const [active, setActive] = useState(pack?.active ?? true);
  const save = useSettingsSave(saveRechargePack, onDone);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const paise = parseRupees(draft.amount);
    const next: Partial<Record<keyof typeof draft, string>> = {};
    if (paise === undefined || paise < 100) next.amount = t('admin.errors.pack_amount');
    const bonusValue = percent(draft.bonus);
    const firstValue = percent(draft.first);
    if (bonusValue === undefined) next.bonus = t('admin.errors.percent');
    if (firstValue === undefined) next.first = t('admin.errors.percent');
    const order = /^\d{1,4}$/.test(draft.sortOrder.trim()) ? Number(draft.sortOrder) : undefined;
    if (order === undefined || order > 1000) next.sortOrder = t('admin.errors.sort_order');
    setErrors(next);
    if (Object.keys(next).length > 0 || paise === undefined) return;
    save.mutate({
      ...(pack === null ? {} : { id: pack.id }),
      amountMinor: paise,
      bonusPercent: bonusValue ?? 0,
      firstRechargeBonusPercent: firstValue ?? 0,
      sortOrder: order ?? 0,
      isPopular: popular,
      active,
    });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-2xl bg-paper p-3"
      data-testid="pack-form"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <TextField label={t('admin.settings.amount')} inputMode="decimal" {...bind('amount')} />
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
