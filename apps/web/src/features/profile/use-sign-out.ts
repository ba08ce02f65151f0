import { homePath } from '@lumus/contract/site/language-path';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../lib/i18n/use-language';
import { useSession } from '../../lib/session/session-context';

/** Signing out from the account menu or the profile page: this device's push, the session, home. */
export function useSignOut(): () => void {
  const { logout } = useSession();
  const navigate = useNavigate();
  const language = useLanguage();
  return () => {
    // Loaded only now: web push has no place in the first download.
    void import('../notifications/web-push')
      .then(async (push) => push.forgetPushOnThisDevice())
      .catch(() => undefined);
    logout();
    void navigate(homePath(language));
  };
}
