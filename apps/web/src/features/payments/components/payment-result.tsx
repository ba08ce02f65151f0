import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { completePayment } from '../../wallet/api/complete-payment';
import { paymentStatusQuery } from '../../wallet/api/get-payment-status';
import { submitPaymentCancel } from '../../wallet/api/submit-payment';
import { useWalletBalance } from '../../wallet/wallet-balance';
import { forgetReturnPath, readReturnPath } from '../return-after-payment';
import { PaymentStatusView } from './payment-status-view';

/**
 * Back from the gateway: ask the server to settle the payment with the gateway's verified result
 * (or to cancel it when the user backed out), then poll its status until it is final. A success
 * refreshes the wallet at once, so the header shows the new balance.
 */
export function PaymentResult({
  paymentLogId,
  cancelled,
}: {
  paymentLogId: number;
  cancelled: boolean;
}) {
  const { balance, refresh } = useWalletBalance();
  const [returnPath] = useState(readReturnPath);
  const settle = useMutation({
    mutationFn: () =>
      cancelled ? submitPaymentCancel(paymentLogId) : completePayment(paymentLogId),
  });
  const { mutate } = settle;
  const started = useRef(false);
  useEffect(() => {
    // Once per visit; a second call would be harmless (the server is idempotent) but wasteful.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const status = useQuery({ ...paymentStatusQuery(paymentLogId), enabled: !settle.isPending });
  const log = status.data ?? settle.data;
  const finalStatus = log?.status;
  useEffect(() => {
    if (finalStatus === 'success') void refresh();
  }, [finalStatus, refresh]);

  const failure =
    status.error ?? (settle.isError && status.data === undefined ? settle.error : null);
  const error =
    failure === null ? undefined : isApiError(failure) ? failure.message : String(failure);
  return (
    <PaymentStatusView
      log={log}
      balance={balance}
      error={error}
      returnPath={returnPath}
      onReturn={forgetReturnPath}
    />
  );
}
