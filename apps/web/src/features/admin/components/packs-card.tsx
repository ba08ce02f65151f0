import type { AdminRechargePack } from '@lumus/contract/admin/admin-settings';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { rupees } from './admin-format';
import { EditableListCard } from './editable-list-card';
import { PackForm } from './pack-form';

/** Recharge packs with their bonuses, each editable, and a new one. */
export function PacksCard({ packs }: { packs: readonly AdminRechargePack[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const yesNo = (value: boolean) => (value ? t('admin.yes') : t('admin.no'));
  return (
    <EditableListCard
      title={t('admin.settings.packs')}
      rows={packs}
      rowKey={(pack) => pack.id}
      addLabel={t('admin.settings.add_pack')}
      renderForm={(pack, onDone) => <PackForm pack={pack} onDone={onDone} />}
      columns={[
        {
          key: 'amount',
          label: t('admin.settings.amount'),
          numeric: true,
          render: (p) => rupees(p.amountMinor, language),
        },
        {
          key: 'bonus',
          label: t('admin.settings.bonus'),
          numeric: true,
          render: (p) => `${p.bonusPercent} %`,
        },
        {
          key: 'first',
          label: t('admin.settings.first_bonus'),
          numeric: true,
          render: (p) => `${p.firstRechargeBonusPercent} %`,
        },
        { key: 'popular', label: t('admin.settings.popular'), render: (p) => yesNo(p.isPopular) },
        { key: 'active', label: t('admin.settings.active'), render: (p) => yesNo(p.active) },
      ]}
    />
  );
}
