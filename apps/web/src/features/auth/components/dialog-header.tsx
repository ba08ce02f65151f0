import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Title row of a dialog (sign-in, a support image): optional leading control, title, close button. */
export function DialogHeader({
  titleId,
  title,
  onClose,
  leading,
}: {
  titleId: string;
  title: string;
  onClose: () => void;
  leading?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2 px-5 pt-5">
      {leading}
      <h2 id={titleId} className="mr-auto font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('auth.close')}
        className="inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-violet-soft hover:text-ink"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
