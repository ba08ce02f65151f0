import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';

/** "Report a problem" on an order or a payment: the new-request form, already linked to it. */
export function ReportProblemLink({
  about,
}: {
  about: Readonly<{ kind: 'order'; id: number } | { kind: 'payment'; id: number }>;
}) {
  const { t } = useTranslation();
  return (
    <LocalizedLink
      to={`/support?${about.kind}=${about.id}`}
      data-testid="report-problem"
      className="inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-violet hover:underline"
    >
      <LifeBuoy aria-hidden="true" className="size-4" />
      {t('support.report_problem')}
    </LocalizedLink>
  );
}
