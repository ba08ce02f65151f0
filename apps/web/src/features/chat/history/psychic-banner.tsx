import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { consultantByIdQuery } from '../../catalogue/api/get-consultant-by-id';
import { CallButton } from '../../catalogue/components/call-button';
import { ChatButton } from '../../catalogue/components/chat-button';
import { ConsultantPhoto } from '../../catalogue/components/consultant-photo';
import { useLiveStatus } from '../../catalogue/live/live-status-store';
import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';

/**
 * The psychic a transcript or a chat list is about: photo with live status, name, a link to the
 * profile and a way to chat again. Until the profile arrives (or if it is gone) the name the
 * chat carries is shown.
 */
export function PsychicBanner({
  consultantId,
  fallbackName,
}: {
  consultantId: number;
  fallbackName: string | null;
}) {
  const profile = useQuery(consultantByIdQuery(consultantId));
  if (profile.data !== undefined) return <Banner consultant={profile.data} />;
  if (profile.isPending) {
    return (
      <div aria-hidden="true" className="h-24 rounded-3xl bg-night/5 motion-safe:animate-pulse" />
    );
  }
  return fallbackName === null ? null : (
    <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5">
      <p data-testid="history-psychic-name" className="text-lg font-semibold text-night">
        {fallbackName}
      </p>
    </div>
  );
}

function Banner({ consultant }: { consultant: ConsultantCard }) {
  const { t } = useTranslation();
  const status = useLiveStatus(consultant.id, consultant);
  return (
    <div className="flex flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <ConsultantPhoto src={consultant.photoUrl} alt="" status={status} />
        <div className="min-w-0">
          <p
            data-testid="history-psychic-name"
            className="truncate text-lg font-semibold text-night"
          >
            {consultant.displayName}
          </p>
          <LocalizedLink
            to={`/profile/${consultant.slug}`}
            className="text-sm text-violet underline-offset-2 hover:underline"
          >
            {t('order_history.psychic_profile')}
          </LocalizedLink>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:w-48">
        <ChatButton consultantId={consultant.id} name={consultant.displayName} status={status} />
        <CallButton
          consultantId={consultant.id}
          name={consultant.displayName}
          status={status}
          callPricePerMinuteMinor={consultant.callPricePerMinuteMinor}
        />
      </div>
    </div>
  );
}
