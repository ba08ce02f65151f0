import type { AdminAuditEntry } from '@lumus/contract/admin/admin-audit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminAuditQuery, type AuditFilters } from '../api/admin-audit-api';
import { ChoiceFilter, TextFilter } from './filter-fields';
import { SearchSection } from './search-section';
import { useCommonColumns } from './use-common-columns';
import { useSearchFilters } from './use-search-filters';

const TARGET_TYPES = [
  'consultant',
  'chat_order',
  'payment_log',
  'user',
  'static_value',
  'recharge_pack',
  'currency_rate',
  'setting',
  'experiment',
] as const;

/** Every admin action, newest first, with what the record looked like before and after. */
export function AuditSection() {
  const { t } = useTranslation();
  const column = useCommonColumns();
  const { filters, set, bind, setPage } = useSearchFilters<AuditFilters>({
    action: '',
    targetType: '',
    targetId: '',
    from: '',
    to: '',
    page: 1,
  });
  const list = useQuery(adminAuditQuery(filters));
  return (
    <SearchSection
      filters={
        <>
          <TextFilter
            label={t('admin.audit.action')}
            placeholder="order.refund"
            {...bind('action')}
          />
          <ChoiceFilter
            label={t('admin.audit.target_type')}
            options={TARGET_TYPES}
            optionLabel={(type) => t(`admin.audit.targets.${type}`)}
            {...bind('targetType')}
          />
          <TextFilter label={t('admin.audit.target_id')} {...bind('targetId')} />
        </>
      }
      dates={{ from: filters.from, to: filters.to, onChange: set }}
      list={list}
      page={filters.page}
      onPage={setPage}
      testId="admin-audit"
      caption={t('admin.sections.audit')}
      columns={() => [
        column.when(),
        {
          key: 'admin',
          label: t('admin.audit.admin'),
          render: (row) => row.adminName ?? `#${row.adminUserId}`,
        },
        {
          key: 'action',
          label: t('admin.audit.action'),
          render: (row) => <code>{row.action}</code>,
        },
        {
          key: 'target',
          label: t('admin.audit.target'),
          render: (row) => `${row.targetType} ${row.targetId}`,
        },
        {
          key: 'change',
          label: t('admin.audit.change'),
          render: (row) => <Change entry={row} />,
        },
      ]}
    />
  );
}

function Change({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation();
  return (
    <details className="max-w-full text-xs">
      <summary className="min-h-11 cursor-pointer py-3 font-semibold text-violet">
        {t('admin.audit.show_change')}
      </summary>
      <div className="grid gap-2 sm:grid-cols-2">
        <div>
          <p className="font-semibold text-muted">{t('admin.audit.before')}</p>
          <pre className="max-h-64 overflow-auto rounded-xl bg-paper p-2 whitespace-pre-wrap">
            {JSON.stringify(entry.before, null, 2)}
          </pre>
        </div>
        <div>
          <p className="font-semibold text-muted">{t('admin.audit.after')}</p>
          <pre className="max-h-64 overflow-auto rounded-xl bg-paper p-2 whitespace-pre-wrap">
            {JSON.stringify(entry.after, null, 2)}
          </pre>
        </div>
      </div>
    </details>
  );
}
