import { useMutation } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { downloadInvoice } from '../../wallet/api/download-invoice';

/**
 * Downloads a settled top-up's invoice as a PDF in the page's language. `compact` is the payment
 * log row's link-like form; otherwise a secondary button (the payment result).
 */
export function InvoiceDownloadButton({
  paymentLogId,
  invoiceNumber,
  compact = false,
}: {
  paymentLogId: number;
  /** Named in the accessible label when known (several rows each have a button). */
  invoiceNumber?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mutation = useMutation({ mutationFn: () => downloadInvoice(paymentLogId, language) });
  return (
    <span className={compact ? 'inline-flex flex-col' : 'inline-flex flex-col items-center'}>
      <button
        type="button"
        data-testid="invoice-download"
        aria-label={
          invoiceNumber === undefined
            ? undefined
            : t('payments.invoice.download_named', { number: invoiceNumber })
        }
        disabled={mutation.isPending}
        onClick={() => {
          mutation.mutate();
        }}
        className={
          compact
            ? 'inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-violet hover:underline disabled:opacity-60'
            : buttonStyles.secondary
        }
      >
        <FileDown aria-hidden="true" className="size-4" />
        {mutation.isPending ? t('payments.invoice.preparing') : t('payments.invoice.download')}
      </button>
      {mutation.isError ? (
        <span role="alert" className="text-sm text-error">
          {t('payments.invoice.failed', { reason: mutation.error.message })}
        </span>
      ) : null}
    </span>
  );
}
