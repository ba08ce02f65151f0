import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';

/** Previous / next with "page x of y"; hidden when everything fits on one page. */
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
  if (pages === 1) return null;
  return (
    <nav
      aria-label={t('admin.pager.label')}
      className="flex items-center justify-between gap-3 pt-4"
    >
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('admin.pager.previous')}
      </button>
      <span className="text-sm text-muted">{t('admin.pager.status', { page, pages, total })}</span>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('admin.pager.next')}
      </button>
    </nav>
  );
}
