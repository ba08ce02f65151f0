import type { AdminAuditEntry } from '@lumus/contract/admin/admin-audit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { adminAuditQuery, type AuditFilters } from '../api/admin-audit-api';
import { money } from './admin-format';
import { auditLines, type AuditLine } from './audit-fields';
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
  'price_change_request',
  'psychic_application',
  'export',
  'payout_batch',
  'payout_settings',
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
          render: (row) => (
            <span>
              {t(`admin.audit.targets.${row.targetType}`, { defaultValue: row.targetType })} #
              {row.targetId}
              {row.targetName === null ? null : (
                <span className="block font-semibold text-night">{row.targetName}</span>
              )}
            </span>
          ),
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
  const language = useLanguage();
  const lines = auditLines(entry);
  const show = (value: unknown, line: AuditLine): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (line.currency !== undefined && typeof value === 'number') {
      return money(value, line.currency, language);
    }
    if (typeof value === 'boolean') return t(value ? 'admin.audit.yes' : 'admin.audit.no');
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return value.toLocaleString(language);
    return JSON.stringify(value);
  };
  if (lines.length === 0) return <span className="text-xs text-muted">—</span>;
  return (
    <dl
      className="grid max-w-md grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs"
      data-testid="audit-change"
    >
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-semibold text-muted">
            {line.labelled ? t(`admin.audit.fields.${line.label}`) : line.label}
          </dt>
          <dd className="break-words">
            {'before' in line ? (
              <>
                <span className="line-through opacity-70">{show(line.before, line)}</span>
                {' → '}
              </>
            ) : null}
            {show(line.after, line)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
