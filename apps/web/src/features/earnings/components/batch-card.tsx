import {
  adminPayoutBatchExportCall,
  adminPayoutBatchGetCall,
  adminPayoutBatchMarkPaidCall,
  type PayoutBatch,
} from '@lumus/contract/earnings/payout-admin-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/api';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { reasonOf, saveDownload } from '../api/earnings-api';
import { formatMinor } from './earnings-format';

/** One batch: its totals, its payouts on demand, the bank file, and "mark paid" (confirmed). */
export function BatchCard({ batch }: { batch: PayoutBatch }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const detail = useQuery({
    queryKey: ['admin', 'payouts', 'batch', batch.id],
    queryFn: ({ signal }) => api.call(adminPayoutBatchGetCall, { batchId: batch.id }, { signal }),
    enabled: open,
  });
  const exportFile = useMutation({
    mutationFn: () => api.call(adminPayoutBatchExportCall, { batchId: batch.id }),
    onSuccess: saveDownload,
  });
  const markPaid = useMutation({
    mutationFn: () => api.call(adminPayoutBatchMarkPaidCall, { batchId: batch.id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] }),
  });
  const money = (amount: number, currency: string) => formatMinor(amount, currency, i18n.language);
  const totals = batch.totals.map((total) => money(total.net, total.currency)).join(' + ');
  const confirmPaid = () => {
    if (window.confirm(t('payouts_admin.confirm_paid', { id: batch.id, amount: totals }))) {
      markPaid.mutate();
    }
  };
  const error = exportFile.error ?? markPaid.error;
  return (
    <li
      className="space-y-2 rounded-xl border border-violet/15 p-3 text-sm"
      data-testid="payout-batch"
    >
      <p className="font-semibold">
        {t('payouts_admin.batch_title', {
          id: batch.id,
          from: batch.periodStart.slice(0, 10),
          to: new Date(Date.parse(batch.periodEnd) - 86_400_000).toISOString().slice(0, 10),
        })}{' '}
        · {t(`payouts_admin.status.${batch.status}`)}
      </p>
      <p>{t('payouts_admin.batch_totals', { count: batch.payoutCount, amount: totals })}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {t(open ? 'payouts_admin.hide' : 'payouts_admin.show')}
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => {
            exportFile.mutate();
          }}
        >
          {t('payouts_admin.export')}
        </button>
        {batch.status === 'created' ? (
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={markPaid.isPending}
            onClick={confirmPaid}
          >
            {t('payouts_admin.mark_paid')}
          </button>
        ) : null}
      </div>
      {error === null ? null : (
        <p role="alert" className="text-red-700">
          {reasonOf(error, t('earnings.failed'))}
        </p>
      )}
      {open && detail.data !== undefined ? (
        <table className="w-full text-left text-xs">
          <thead>
            <tr>
              <th>{t('payouts_admin.columns.psychic')}</th>
              <th>{t('payouts_admin.columns.method')}</th>
              <th>{t('payouts_admin.columns.gross')}</th>
              <th>{t('payouts_admin.columns.withholding')}</th>
              <th>{t('payouts_admin.columns.net')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.data.payouts.map((payout) => (
              <tr key={payout.id}>
                <td>{payout.consultantName}</td>
                <td>{payout.method}</td>
                <td>{money(payout.gross, payout.currency)}</td>
                <td>{money(payout.withholding, payout.currency)}</td>
                <td>{money(payout.net, payout.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}
