import { Navigate, Outlet } from 'react-router';
import { homePath } from '@lumus/contract/site/language-path';
import { useLanguage } from '../lib/i18n/use-language';
import { useSession } from '../lib/session/session-context';

/** Protected routes (spec §6): a guest is sent to the home page of the current language. */
export function RequireLogin() {
  const { isLoggedIn } = useSession();
  const language = useLanguage();
  if (!isLoggedIn) return <Navigate to={homePath(language)} replace />;
  return <Outlet />;
}
