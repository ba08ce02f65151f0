import type { AdminAuditEntry } from '@lumus/contract/admin/admin-audit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../wallet/components/list-states';
import { adminAuditQuery, type AuditFilters } from '../api/admin-audit-api';
import { dateTime } from './admin-format';
import { DataTable } from './data-table';
import { SelectField, TextField } from './fields';
import { Pager } from './pager';

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
  const language = useLanguage();
  const [filters, setFilters] = useState<AuditFilters>({
    action: '',
    targetType: '',
    targetId: '',
    from: '',
    to: '',
    page: 1,
  });
  const list = useQuery(adminAuditQuery(filters));
  const set = (key: keyof AuditFilters, value: string) => {
    setFilters({ ...filters, [key]: value, page: 1 });
  };
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <TextField
          label={t('admin.audit.action')}
          placeholder="order.refund"
          value={filters.action}
          onChange={(event) => {
            set('action', event.target.value);
          }}
        />
        <SelectField
          label={t('admin.audit.target_type')}
          value={filters.targetType}
          onChange={(event) => {
            set('targetType', event.target.value);
          }}
        >
          <option value="">{t('admin.filters.any')}</option>
          {TARGET_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.audit.targets.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('admin.audit.target_id')}
          value={filters.targetId}
          onChange={(event) => {
            set('targetId', event.target.value);
          }}
        />
        <TextField
          label={t('admin.filters.from')}
          type="date"
          value={filters.from}
          onChange={(event) => {
            set('from', event.target.value);
          }}
        />
        <TextField
          label={t('admin.filters.to')}
          type="date"
          value={filters.to}
          onChange={(event) => {
            set('to', event.target.value);
          }}
        />
      </div>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadFailedMessage onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <ListMessage title={t('admin.empty')} />
      ) : (
        <>
          <DataTable
            testId="admin-audit"
            caption={t('admin.sections.audit')}
            rows={list.data.items}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'when',
                label: t('admin.columns.when'),
                render: (row) => dateTime(row.createdAt, language),
              },
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
          <Pager
            page={filters.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => {
              setFilters({ ...filters, page });
            }}
          />
        </>
      )}
    </div>
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
