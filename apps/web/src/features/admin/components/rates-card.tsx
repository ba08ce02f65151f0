import type { AdminCurrencyRate } from '@lumus/contract/admin/admin-settings';
import { useTranslation } from 'react-i18next';
import { EditableListCard } from './editable-list-card';
import { RateForm } from './rate-form';

/** Currencies shown to visitors, with their factor against the rupee and countries. */
export function RatesCard({ rates }: { rates: readonly AdminCurrencyRate[] }) {
  const { t } = useTranslation();
  return (
    <EditableListCard
      title={t('admin.settings.currencies')}
      hint={t('admin.settings.currency_hint')}
      rows={rates}
      rowKey={(rate) => rate.isoCode}
      addLabel={t('admin.settings.add_currency')}
      renderForm={(rate, onDone) => <RateForm rate={rate} onDone={onDone} />}
      columns={[
        {
          key: 'iso',
          label: t('admin.settings.iso'),
          render: (r) => `${r.isoCode} (${r.symbol})`,
        },
        {
          key: 'factor',
          label: t('admin.settings.factor'),
          numeric: true,
          render: (r) => String(r.conversionFactor),
        },
        {
          key: 'countries',
          label: t('admin.settings.countries'),
          render: (r) => r.countries.join(', ') || '—',
        },
        {
          key: 'enabled',
          label: t('admin.settings.active'),
          render: (r) => (r.enabled ? t('admin.yes') : t('admin.no')),
        },
      ]}
    />
  );
}
