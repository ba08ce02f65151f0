import { encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useLoginEntry } from '../../../lib/session/login-entry';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';

/**
 * Full-width Chat. A guest is asked to sign in first; a signed-in user goes to the intake form of
 * this consultant (`chat-with-psychic/intake-form/<encodedAstroId>`). Offline it keeps its place
 * with a disabled look and says 'Currently Offline!' (spec §2.9).
 */
export function ChatButton({
  consultantId,
  name,
  status,
}: {
  consultantId: number;
  name: string;
  status: ConsultantStatus;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { requestLogin } = useLoginEntry();
  const navigate = useNavigate();
  const localize = useLocalizedPath();

  if (status === 'offline') {
    return (
      <button
        type="button"
        disabled
        data-testid="chat-button"
        className={`${buttonStyles.secondary} w-full border-night/10 text-muted`}
      >
        {t('catalogue.status.offline')}
      </button>
    );
  }
  const intakePath = localize(`/chat-with-psychic/intake-form/${encodeAstroId(consultantId)}`);
  const onClick = () => {
    if (!isLoggedIn) {
      // After the sign-in the guest goes on to this psychic's intake, not back to the start.
      requestLogin(intakePath);
      return;
    }
    void navigate(intakePath);
  };
  return (
    <button
      type="button"
      data-testid="chat-button"
      aria-label={t('catalogue.card.chat_with', { name })}
      onClick={onClick}
      className={`${buttonStyles.primary} w-full`}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {status === 'busy' ? t('catalogue.card.chat_busy') : t('catalogue.card.chat')}
    </button>
  );
}
