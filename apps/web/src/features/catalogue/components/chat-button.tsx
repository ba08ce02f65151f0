import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import { useTranslation } from 'react-i18next';
import { SessionButton } from './session-button';

/**
 * Full-width Chat to this consultant's intake form (`chat-with-psychic/intake-form/<astroId>`).
 * Offline it says 'Currently Offline!' (spec §2.9); busy it still queues.
 */
export function ChatButton({
  consultantId,
  name,
  status,
  testId,
}: {
  consultantId: number;
  name: string;
  status: ConsultantStatus;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <SessionButton
      kind="chat"
      intakePath={`/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`}
      status={status}
      disabledLabel={status === 'offline' ? t('catalogue.status.offline') : null}
      label={status === 'busy' ? t('catalogue.card.chat_busy') : t('catalogue.card.chat')}
      {...(testId === undefined ? {} : { testId })}
      ariaLabel={t('catalogue.card.chat_with', { name })}
    />
  );
}
