import type { AdminInvoice, AdminInvoicesData } from '@lumus/contract/admin/admin-invoices';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { saveDownload } from '../../earnings/api/earnings-api';
import {
  adminInvoicesQuery,
  downloadAdminInvoice,
  exportInvoices,
  type InvoiceFilters,
} from '../api/admin-invoices-api';
import { dateTime, money, reasonOf } from './admin-format';
import { FormFailure } from './fields';
import { TextFilter } from './filter-fields';
import { invoiceExportPeriod } from './invoice-export-period';
import { RowButton } from './row-button';
import { SearchSection } from './search-section';
import { useSearchFilters } from './use-search-filters';

/**
 * Every invoice (decision 051): filter by market, invoice date and number, read the period's
 * totals per currency, download any invoice's PDF or the period as CSV.
 */
export function InvoicesSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, set, bind, setPage } = useSearchFilters<InvoiceFilters>({
    market: '',
    number: '',
    from: '',
    to: '',
    page: 1,
  });
  const list = useQuery(adminInvoicesQuery(filters));
  const pdf = useMutation({
    mutationFn: (invoice: AdminInvoice) => downloadAdminInvoice(invoice.id, invoice.invoiceNumber),
  });
  const period = invoiceExportPeriod(filters);
  const csv = useMutation({
    mutationFn: exportInvoices,
    onSuccess: saveDownload,
  });
  return (
    <div className="space-y-4">
      {list.data === undefined ? null : <InvoiceTotals data={list.data} />}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          data-testid="admin-invoices-csv"
          className={buttonStyles.secondary}
          disabled={period === null || csv.isPending}
          onClick={() => {
            if (period !== null) csv.mutate(period);
          }}
        >
          {t('admin.invoices.csv')}
        </button>
        {period === null ? (
          <p className="text-xs text-muted">{t('admin.invoices.csv_hint')}</p>
        ) : null}
      </div>
      <FormFailure message={csv.isError ? reasonOf(csv.error) : null} />
      <FormFailure message={pdf.isError ? reasonOf(pdf.error) : null} />
      {/* A filter the server refuses (a market that is not one) says why, not only "failed". */}
      <FormFailure message={list.isError ? reasonOf(list.error) : null} />
      <SearchSection
        filters={
          <>
            <TextFilter label={t('admin.invoices.number')} search {...bind('number')} />
            <TextFilter
              label={t('admin.invoices.market')}
              placeholder="IN, DE, FR"
              {...bind('market')}
            />
          </>
        }
        dates={{ from: filters.from, to: filters.to, onChange: set }}
        list={list}
        page={filters.page}
        onPage={setPage}
        testId="admin-invoices"
        caption={t('admin.sections.invoices')}
        columns={() => [
          {
            key: 'number',
            label: t('admin.invoices.number'),
            render: (row) => row.invoiceNumber,
          },
          {
            key: 'issued',
            label: t('admin.invoices.issued'),
            render: (row) => dateTime(row.issuedAt, language),
          },
          {
            key: 'user',
            label: t('admin.columns.user'),
            render: (row) => `${row.userName ?? '—'} (#${row.userId})`,
          },
          { key: 'market', label: t('admin.invoices.market'), render: (row) => row.market },
          {
            key: 'net',
            label: t('admin.invoices.net'),
            numeric: true,
            render: (row) => money(row.netMinor, row.currency, language),
          },
          {
            key: 'tax',
            label: t('admin.invoices.tax'),
            numeric: true,
            render: (row) => money(row.taxMinor, row.currency, language),
          },
          {
            key: 'gross',
            label: t('admin.invoices.gross'),
            numeric: true,
            render: (row) => money(row.grossMinor, row.currency, language),
          },
          {
            key: 'payment',
            label: t('admin.invoices.payment'),
            render: (row) => `#${row.paymentLogId}`,
          },
          {
            key: 'pdf',
            label: t('admin.actions'),
            render: (row) => (
              <RowButton
                label={t('admin.invoices.pdf_label', { number: row.invoiceNumber })}
                disabled={pdf.isPending}
                onClick={() => {
                  pdf.mutate(row);
                }}
              >
                {t('admin.invoices.pdf')}
              </RowButton>
            ),
          },
        ]}
      />
    </div>
  );
}

/** The filtered invoices' sums, one line per currency: rupees and euros are never added up. */
function InvoiceTotals({ data }: { data: AdminInvoicesData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (data.totals.length === 0) return null;
  return (
    <section
      data-testid="admin-invoice-totals"
      className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5"
    >
      <h2 className="font-semibold text-night">{t('admin.invoices.totals')}</h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {data.totals.map((total) => (
          <div key={total.currency}>
            <dt className="text-muted">
              {t('admin.invoices.totals_line', { currency: total.currency, count: total.count })}
            </dt>
            <dd className="tabular-nums">
              {t('admin.invoices.totals_figures', {
                net: money(total.netMinor, total.currency, language),
                tax: money(total.taxMinor, total.currency, language),
                gross: money(total.grossMinor, total.currency, language),
              })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
