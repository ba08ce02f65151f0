import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentPath } from '../../../lib/session/login-return';
import { useLoginEntry } from '../../../lib/session/login-entry';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';

/**
 * Saved people belong to an account, so a guest sees what the page offers and a sign-in button
 * instead of being sent away (the pages are public for links from home and /compatibility).
 */
export function SignInGate({
  children,
  testId = 'kundli-sign-in',
  title,
  text,
  button,
}: {
  children: ReactNode;
  /** Another page's own words (become a psychic); the kundli's by default. */
  testId?: string;
  title?: string;
  text?: string;
  button?: string;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const { requestLogin } = useLoginEntry();
  const here = useCurrentPath();
  if (isLoggedIn) return children;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6" data-testid={testId}>
      <div className="space-y-3 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-night/5">
        <h2 className="text-xl font-semibold text-night">{title ?? t('kundli.sign_in_title')}</h2>
        <p className="text-muted">{text ?? t('kundli.sign_in_text')}</p>
        <button
          type="button"
          onClick={() => {
            requestLogin(here);
          }}
          className={buttonStyles.primary}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {button ?? t('kundli.sign_in_button')}
        </button>
      </div>
    </div>
  );
}
