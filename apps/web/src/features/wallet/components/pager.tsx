import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Previous / next for a paged list; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const button =
    'inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-violet hover:bg-violet-soft disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={t('wallet.pager.label')} className="mt-4 flex items-center justify-between">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('wallet.pager.previous')}
      </button>
      <span className="text-sm text-muted">{t('wallet.pager.position', { page, pages })}</span>
      <button
        type="button"
        className={button}
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('wallet.pager.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
