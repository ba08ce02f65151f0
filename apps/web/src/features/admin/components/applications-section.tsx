import { APPLICATION_STATUSES } from '@lumus/contract/onboarding/psychic-application';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { adminApplicationsQuery, type ApplicationFilters } from '../api/admin-applications-api';
import { dateTime, rupees } from './admin-format';
import { ApplicationDetail } from './application-detail';
import { ChoiceFilter } from './filter-fields';
import { PriceChangesCard } from './price-changes-card';
import { SearchSection } from './search-section';
import { useCommonColumns } from './use-common-columns';
import { useSearchFilters } from './use-search-filters';

/** The review queue: applications oldest first by status, and the price changes waiting. */
export function ApplicationsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = useCommonColumns();
  const { filters, bind, setPage } = useSearchFilters<ApplicationFilters>({
    status: 'submitted',
    page: 1,
  });
  const list = useQuery(adminApplicationsQuery({ ...filters, status: filters.status || 'all' }));
  return (
    <div className="space-y-8">
      <SearchSection
        filters={
          <ChoiceFilter
            label={t('admin.applications.status')}
            options={APPLICATION_STATUSES}
            optionLabel={(status) => t(`admin.applications.statuses.${status}`)}
            {...bind('status')}
          />
        }
        detail={(id, onBack) => <ApplicationDetail id={id} onBack={onBack} />}
        list={list}
        page={filters.page}
        onPage={setPage}
        testId="admin-applications"
        caption={t('admin.sections.applications')}
        columns={(open) => [
          column.id(),
          { key: 'name', label: t('admin.applications.name'), render: (row) => row.displayName },
          {
            key: 'applicant',
            label: t('admin.applications.applicant'),
            render: (row) => row.applicantPhone ?? row.applicantName ?? `#${row.userId}`,
          },
          {
            key: 'submitted',
            label: t('admin.applications.submitted'),
            render: (row) => dateTime(row.submittedAt, language),
          },
          {
            key: 'price',
            label: t('admin.applications.price'),
            numeric: true,
            render: (row) => rupees(row.pricePerMinuteMinor, language),
          },
          {
            key: 'status',
            label: t('admin.applications.status'),
            render: (row) => t(`admin.applications.statuses.${row.status}`),
          },
          column.open((row) => t('admin.applications.open', { name: row.displayName }), open),
        ]}
      />
      <PriceChangesCard />
    </div>
  );
}
