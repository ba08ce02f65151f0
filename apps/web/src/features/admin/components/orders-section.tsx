import { chatOrderStatusSchema } from '@lumus/contract/chat/chat-order';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../wallet/components/list-states';
import { adminOrdersQuery, type OrderFilters } from '../api/admin-orders-api';
import { dateTime, rupees } from './admin-format';
import { DataTable } from './data-table';
import { SelectField, TextField } from './fields';
import { OrderDetail } from './order-detail';
import { OpenButton } from './open-button';
import { Pager } from './pager';

const NO_FILTERS: OrderFilters = {
  userId: '',
  consultantId: '',
  status: '',
  from: '',
  to: '',
  page: 1,
};

/** Chat orders: filter by user, psychic, status and dates; open one to see it all and refund. */
export function OrdersSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(adminOrdersQuery(filters));
  const set = (key: keyof OrderFilters, value: string) => {
    setFilters({
      ...filters,
      [key]: key === 'userId' || key === 'consultantId' ? value.replace(/\D/g, '') : value,
      page: 1,
    });
  };

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
        <TextField
          label={t('admin.filters.user_id')}
          inputMode="numeric"
          value={filters.userId}
          onChange={(event) => {
            set('userId', event.target.value);
          }}
        />
        <TextField
          label={t('admin.filters.consultant_id')}
          inputMode="numeric"
          value={filters.consultantId}
          onChange={(event) => {
            set('consultantId', event.target.value);
          }}
        />
        <SelectField
          label={t('admin.filters.status')}
          value={filters.status}
          onChange={(event) => {
            set('status', event.target.value);
          }}
        >
          <option value="">{t('admin.filters.any')}</option>
          {chatOrderStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {t(`admin.orders.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
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
            testId="admin-orders"
            caption={t('admin.sections.orders')}
            rows={list.data.items}
            rowKey={(row) => row.id}
            columns={[
              { key: 'id', label: t('admin.columns.id'), render: (row) => `#${row.id}` },
              {
                key: 'user',
                label: t('admin.columns.user'),
                render: (row) => row.userName ?? row.userMobile ?? `#${row.userId}`,
              },
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
              {
                key: 'when',
                label: t('admin.columns.when'),
                render: (row) => dateTime(row.createdAt, language),
              },
              {
                key: 'open',
                label: t('admin.actions'),
                render: (row) => (
                  <OpenButton
                    label={t('admin.orders.open', { id: row.id })}
                    onClick={() => {
                      setOpenId(row.id);
                    }}
                  />
                ),
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
