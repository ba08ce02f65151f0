import { chatOrderStatusSchema } from '@lumus/contract/chat/chat-order';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { adminOrdersQuery, type OrderFilters } from '../api/admin-orders-api';
import { money } from './admin-format';
import { ChoiceFilter, TextFilter } from './filter-fields';
import { OrderDetail } from './order-detail';
import { SearchSection } from './search-section';
import { useCommonColumns } from './use-common-columns';
import { digitsIn, useSearchFilters } from './use-search-filters';

const NO_FILTERS: OrderFilters = {
  userId: '',
  user: '',
  psychic: '',
  status: '',
  from: '',
  to: '',
  page: 1,
};

const ID_DIGITS = digitsIn(['userId']);

/** Every status, and the requests the psychic never answered (lapsed or released). */
const ORDER_FILTERS = [...chatOrderStatusSchema.options, 'missed'] as const;

/** Chat orders: filter by user, psychic, status and dates; open one to see it all and refund. */
export function OrdersSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = useCommonColumns();
  const { filters, set, bind, setPage } = useSearchFilters(NO_FILTERS, ID_DIGITS);
  const list = useQuery(adminOrdersQuery(filters));
  return (
    <SearchSection
      filters={
        <>
          <TextFilter label={t('admin.filters.user_id')} numeric {...bind('userId')} />
          <TextFilter label={t('admin.filters.user_search')} search {...bind('user')} />
          <TextFilter label={t('admin.filters.psychic_name')} search {...bind('psychic')} />
          <ChoiceFilter
            label={t('admin.filters.status')}
            options={ORDER_FILTERS}
            optionLabel={(status) => t(`admin.orders.statuses.${status}`)}
            {...bind('status')}
          />
        </>
      }
      dates={{ from: filters.from, to: filters.to, onChange: set }}
      detail={(id, onBack) => <OrderDetail id={id} onBack={onBack} />}
      list={list}
      page={filters.page}
      onPage={setPage}
      testId="admin-orders"
      caption={t('admin.sections.orders')}
      columns={(open) => [
        column.id(),
        column.user(),
        {
          key: 'consultant',
          label: t('admin.columns.consultant'),
          render: (row) => row.consultantName,
        },
        {
          key: 'status',
          label: t('admin.filters.status'),
          render: (row) => t(`admin.orders.statuses.${row.status}`),
        },
        {
          key: 'end_reason',
          label: t('admin.orders.end_reason'),
          render: (row) =>
            row.endReason === null ? '–' : t(`admin.orders.end_reasons.${row.endReason}`),
        },
        {
          key: 'charged',
          label: t('admin.orders.billing.charged'),
          numeric: true,
          render: (row) => money(row.amountCharged, row.currency, language),
        },
        {
          key: 'refunded',
          label: t('admin.orders.billing.refunded'),
          numeric: true,
          render: (row) => money(row.refundedAmount, row.currency, language),
        },
        column.when(),
        column.open((row) => t('admin.orders.open', { id: row.id }), open),
      ]}
    />
  );
}
