import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Open" for a table row; `label` names the row for screen readers. */
export function OpenButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-violet hover:bg-violet-soft"
    >
      {t('admin.open')}
      <ChevronRight aria-hidden="true" className="size-4" />
    </button>
  );
}
