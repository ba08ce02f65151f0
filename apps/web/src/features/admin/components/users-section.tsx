import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { adminKeys } from '../api/admin-keys';
import {
  adminUserQuery,
  adminUsersQuery,
  blockUser,
  type UserFilters,
} from '../api/admin-users-api';
import { dateTime, money, reasonOf } from './admin-format';
import { ConfirmPanel } from './confirm-panel';
import { DetailCard } from './detail-card';
import { FormFailure, TextField } from './fields';
import { TextFilter } from './filter-fields';
import { LedgerList } from './ledger-list';
import { SearchSection } from './search-section';
import { useCommonColumns } from './use-common-columns';
import { useSearchFilters } from './use-search-filters';

/** Accounts: search, open one for wallet and history, block or unblock. */
export function UsersSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const column = useCommonColumns();
  const { filters, bind, setPage } = useSearchFilters<UserFilters>({ search: '', page: 1 });
  const list = useQuery(adminUsersQuery(filters));
  return (
    <SearchSection
      filters={
        <TextFilter
          label={t('admin.users.search')}
          hint={t('admin.users.search_hint')}
          search
          {...bind('search')}
        />
      }
      detail={(id, onBack) => <UserDetail id={id} onBack={onBack} />}
      list={list}
      page={filters.page}
      onPage={setPage}
      testId="admin-users"
      caption={t('admin.sections.users')}
      columns={(open) => [
        column.id(),
        {
          key: 'name',
          label: t('admin.users.name'),
          render: (row) => row.name ?? row.email ?? '—',
        },
        {
          key: 'mobile',
          label: t('admin.users.mobile'),
          render: (row) => (row.mobile === null ? '—' : `+${row.countryCode ?? ''} ${row.mobile}`),
        },
        {
          key: 'role',
          label: t('admin.users.role'),
          render: (row) => t(`admin.users.roles.${row.role}`),
        },
        {
          key: 'balance',
          label: t('admin.users.balance'),
          numeric: true,
          render: (row) => money(row.balance, row.walletCurrency ?? 'INR', language),
        },
        {
          key: 'state',
          label: t('admin.users.state'),
          render: (row) =>
            row.blocked ? (
              <span className="font-semibold text-error">{t('admin.users.blocked')}</span>
            ) : (
              t('admin.users.active')
            ),
        },
        column.open((row) => t('admin.users.open', { id: row.id }), open),
      ]}
    />
  );
}

function UserDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const detail = useQuery(adminUserQuery(id));
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const block = useMutation({
    mutationFn: blockUser,
    onSuccess: async (result) => {
      queryClient.setQueryData(adminKeys.detail('users', id), result);
      setReason('');
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  if (detail.isPending) return <ListSkeleton rows={3} />;
  if (detail.isError) return <LoadFailedMessage onRetry={() => void detail.refetch()} />;
  const { user, ledger, payments, orders } = detail.data;
  const displayName = user.name ?? user.email ?? t('admin.users.unnamed');
  return (
    <div className="space-y-5" data-testid="user-detail">
      <button type="button" className={buttonStyles.secondary} onClick={onBack}>
        {t('admin.back')}
      </button>
      <header className="space-y-1">
        <h2 className="text-lg font-semibold text-night">
          {displayName} (#{user.id})
        </h2>
        <p className="text-sm text-muted">
          {t('admin.users.detail_lead', {
            mobile: user.mobile === null ? '—' : `+${user.countryCode ?? ''} ${user.mobile}`,
            role: t(`admin.users.roles.${user.role}`),
            since: dateTime(user.createdAt, language),
            balance: money(user.balance, user.walletCurrency ?? 'INR', language),
          })}
        </p>
      </header>
      <section className="space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
        <h3 className="font-semibold text-night">
          {user.blocked
            ? t('admin.users.blocked_since', { when: dateTime(user.blockedAt, language) })
            : t('admin.users.block_title')}
        </h3>
        {user.blocked ? null : (
          <div className="max-w-md">
            <TextField
              label={t('admin.users.block_reason')}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
              }}
            />
          </div>
        )}
        <p className="text-xs text-muted">{t('admin.users.block_hint')}</p>
        {confirming && !user.blocked ? (
          <ConfirmPanel
            id="admin-block-question"
            question={t('admin.users.block_question', {
              name: displayName,
              balance: money(user.balance, user.walletCurrency ?? 'INR', language),
            })}
            confirmLabel={t('admin.users.block_confirm', { name: displayName })}
            pending={block.isPending}
            failure={block.isError ? reasonOf(block.error) : null}
            onConfirm={() => {
              block.mutate({ id, blocked: true, reason: reason.trim() });
            }}
            onCancel={() => {
              setConfirming(false);
              block.reset();
            }}
          />
        ) : (
          <>
            <FormFailure message={block.isError ? reasonOf(block.error) : null} />
            <button
              type="button"
              disabled={block.isPending}
              className={user.blocked ? buttonStyles.secondary : buttonStyles.primary}
              onClick={() => {
                // Blocking locks someone out, so it asks first; unblocking gives access back.
                if (user.blocked) block.mutate({ id, blocked: false, reason: reason.trim() });
                else setConfirming(true);
              }}
            >
              {user.blocked ? t('admin.users.unblock') : t('admin.users.block')}
            </button>
          </>
        )}
      </section>
      <DetailCard title={t('admin.ledger.title')}>
        <LedgerList entries={ledger} currency={user.walletCurrency ?? 'INR'} />
      </DetailCard>
      <DetailCard title={t('admin.sections.payments')}>
        {payments.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.empty')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {payments.map((payment) => (
              <li key={payment.id}>
                #{payment.id} · {money(payment.totalAmount, payment.currency, language)} ·{' '}
                {t(`admin.payments.statuses.${payment.status}`)} ·{' '}
                {dateTime(payment.createdAt, language)}
              </li>
            ))}
          </ul>
        )}
      </DetailCard>
      <DetailCard title={t('admin.sections.orders')}>
        {orders.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.empty')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {orders.map((order) => (
              <li key={order.id}>
                #{order.id} · {order.consultantName} · {t(`admin.orders.statuses.${order.status}`)}{' '}
                · {money(order.amountCharged, order.currency, language)} ·{' '}
                {dateTime(order.createdAt, language)}
              </li>
            ))}
          </ul>
        )}
      </DetailCard>
    </div>
  );
}
