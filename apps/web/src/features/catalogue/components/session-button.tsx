import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import type { SessionKind } from '@lumus/contract/chat/chat-order';
import { MessageCircle, Phone } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useLoginEntry } from '../../../lib/session/login-entry';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';

/**
 * The button that starts a request of one kind: a guest is asked to sign in first (and goes on to
 * the intake afterwards, not back to the start); a signed-in user goes to the intake form.
 * Unavailable, it keeps its place with a disabled look and says why.
 */
export function SessionButton({
  kind,
  intakePath,
  status,
  disabledLabel,
  label,
  ariaLabel,
  testId = `${kind}-button`,
}: {
  kind: SessionKind;
  /** Language-neutral path of this psychic's intake form. */
  intakePath: string;
  status: ConsultantStatus;
  /** Shown instead of the label while the request cannot be made; null when it can. */
  disabledLabel: string | null;
  label: string;
  ariaLabel: string;
  /** Another id where the same button shows twice on a page (the profile's phone bar). */
  testId?: string;
}) {
  const { isLoggedIn } = useSession();
  const { requestLogin } = useLoginEntry();
  const navigate = useNavigate();
  const localize = useLocalizedPath();

  if (disabledLabel !== null) {
    return (
      <button
        type="button"
        disabled
        data-testid={testId}
        data-status={status}
        className={`${buttonStyles.secondary} w-full border-night/10 text-muted`}
      >
        {disabledLabel}
      </button>
    );
  }
  const path = localize(intakePath);
  const Icon = kind === 'call' ? Phone : MessageCircle;
  return (
    <button
      type="button"
      data-testid={testId}
      data-status={status}
      aria-label={ariaLabel}
      onClick={() => {
        if (isLoggedIn) void navigate(path);
        else requestLogin(path);
      }}
      className={`${kind === 'call' ? buttonStyles.secondary : buttonStyles.primary} w-full`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
