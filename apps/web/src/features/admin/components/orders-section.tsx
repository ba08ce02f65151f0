import { chatOrderStatusSchema } from '@lumus/contract/chat/chat-order';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { adminOrdersQuery, type OrderFilters } from '../api/admin-orders-api';
import { rupees } from './admin-format';
import { ChoiceFilter, DateRangeFilters, TextFilter } from './filter-fields';
import { OrderDetail } from './order-detail';
import { SearchResults } from './search-results';
import { useCommonColumns } from './use-common-columns';
import { digitsIn, useSearchFilters } from './use-search-filters';

const NO_FILTERS: OrderFilters = {
  userId: '',
  consultantId: '',
  status: '',
  from: '',
  to: '',
  page: 1,
};

const ID_DIGITS = digitsIn(['userId', 'consultantId']);

/** Chat orders: filter by user, psychic, status and dates; open one to see it all and refund. */
export function OrdersSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = useCommonColumns();
  const { filters, set, bind, setPage } = useSearchFilters(NO_FILTERS, ID_DIGITS);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(adminOrdersQuery(filters));

  if (openId !== null) {
    return (
      <OrderDetail
        id={openId}
        onBack={() => {
          setOpenId(null);
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        <TextFilter label={t('admin.filters.user_id')} numeric {...bind('userId')} />
        <TextFilter label={t('admin.filters.consultant_id')} numeric {...bind('consultantId')} />
        <ChoiceFilter
          label={t('admin.filters.status')}
          options={chatOrderStatusSchema.options}
          optionLabel={(status) => t(`admin.orders.statuses.${status}`)}
          {...bind('status')}
        />
        <DateRangeFilters from={filters.from} to={filters.to} onChange={set} />
      </div>
      <SearchResults
        list={list}
        page={filters.page}
        onPage={setPage}
        testId="admin-orders"
        caption={t('admin.sections.orders')}
        columns={[
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
            key: 'charged',
            label: t('admin.orders.billing.charged'),
            numeric: true,
            render: (row) => rupees(row.amountCharged, language),
          },
          {
            key: 'refunded',
            label: t('admin.orders.billing.refunded'),
            numeric: true,
            render: (row) => rupees(row.refundedAmount, language),
          },
          column.when(),
          column.open((row) => t('admin.orders.open', { id: row.id }), setOpenId),
        ]}
      />
    </div>
  );
}
