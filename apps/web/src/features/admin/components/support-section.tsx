import { SUPPORT_REASONS, SUPPORT_STATUSES } from '@lumus/contract/support/support';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportEvents } from '../../support/use-support-events';
import { adminSupportListQuery, supportKeys, type SupportFilters } from '../api/admin-support-api';
import { CheckboxField } from './fields';
import { ChoiceFilter } from './filter-fields';
import { SearchSection } from './search-section';
import { SupportDetail } from './support-detail';
import { SupportFigures } from './support-figures';
import { useCommonColumns } from './use-common-columns';
import { useSearchFilters } from './use-search-filters';

const NO_FILTERS: SupportFilters = { reason: '', status: '', mine: '', page: 1 };

/**
 * The support inbox: unread first, then the oldest; by reason, status (not resolved unless
 * chosen) and "assigned to me". New messages arrive live and refresh what is shown.
 */
export function SupportSection() {
  const { t } = useTranslation();
  const column = useCommonColumns();
  const queryClient = useQueryClient();
  const { filters, set, bind, setPage } = useSearchFilters(NO_FILTERS);
  const list = useQuery(adminSupportListQuery(filters));
  const onEvent = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: supportKeys.all });
  }, [queryClient]);
  useSupportEvents(true, onEvent);
  return (
    <div className="space-y-5">
      <SupportFigures />
      <SearchSection
        filters={
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <ChoiceFilter
              label={t('admin.support.reason')}
              options={SUPPORT_REASONS}
              optionLabel={(reason) => t(`support.reasons.${reason}`)}
              {...bind('reason')}
            />
            <ChoiceFilter
              label={t('admin.filters.status')}
              options={SUPPORT_STATUSES}
              optionLabel={(status) => t(`admin.support.statuses.${status}`)}
              {...bind('status')}
            />
            <CheckboxField
              label={t('admin.support.mine')}
              checked={filters.mine === 'true'}
              onChange={(checked) => {
                set('mine', checked ? 'true' : '');
              }}
            />
          </div>
        }
        detail={(id, onBack) => <SupportDetail id={id} onBack={onBack} />}
        list={list}
        page={filters.page}
        onPage={setPage}
        testId="admin-support"
        caption={t('admin.sections.support')}
        columns={(open) => [
          column.id(),
          {
            key: 'unread',
            label: t('admin.support.unread'),
            render: (row) => (row.unread ? t('admin.support.unread_yes') : '–'),
          },
          column.user(),
          {
            key: 'reason',
            label: t('admin.support.reason'),
            render: (row) => t(`support.reasons.${row.reason}`),
          },
          {
            key: 'status',
            label: t('admin.filters.status'),
            render: (row) => t(`admin.support.statuses.${row.status}`),
          },
          {
            key: 'assigned',
            label: t('admin.support.assigned'),
            render: (row) => (row.assignedTo === null ? '–' : (row.assignedTo.name ?? '#')),
          },
          column.when(),
          column.open((row) => t('admin.support.open', { id: row.id }), open),
        ]}
      />
    </div>
  );
}
