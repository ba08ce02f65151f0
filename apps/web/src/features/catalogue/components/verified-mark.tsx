import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The operator checked this psychic's identity (decision 048). */
export function VerifiedMark({ withText = false }: { withText?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="verified-mark"
      title={t('catalogue.card.verified_hint')}
      className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-violet"
    >
      <BadgeCheck aria-hidden="true" className="size-4" />
      <span className={withText ? '' : 'sr-only'}>{t('catalogue.card.verified')}</span>
    </span>
  );
}
