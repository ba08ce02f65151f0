import { useQuery } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLoginEntry } from '../../lib/session/login-entry';
import { loginModeQuery } from '../../lib/session/login-mode';
import { headerLoginReturn } from '../../lib/session/login-return';

/** Opens the sign-in flow through the login-entry seam. */
export function LoginButton() {
  const { t } = useTranslation();
  const { requestLogin } = useLoginEntry();
  const { pathname, search } = useLocation();
  // Warm the login-mode check (spec §4) so the popup the flow picks opens without a wait.
  useQuery(loginModeQuery);
  return (
    <button
      type="button"
      data-testid="login-button"
      onClick={() => {
        requestLogin(headerLoginReturn(pathname, search) ?? undefined);
      }}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-gold px-4 text-sm font-semibold text-night hover:bg-gold/90"
    >
      <LogIn aria-hidden="true" className="size-4" />
      {t('header.login')}
    </button>
  );
}
