import type { UseQueryResult } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrentPath } from '../../lib/session/login-return';
import { useLoginEntry } from '../../lib/session/login-entry';
import { useSession } from '../../lib/session/session-context';
import { buttonStyles } from '../../lib/ui/button-styles';
import { LocalizedLink } from '../../lib/ui/localized-link';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../lib/ui/list-states';

/** A notice the gate shows instead of the page, with the test id e2e tests look for. */
export interface StaffGateNotice {
  testId: string;
  title: string;
  text: string;
}

/**
 * The gate in front of a staff page (admin, psychic console). Guests are asked to sign in; for an
 * account, the server decides the role (a refusal of the page's first query, e.g. 403), as the
 * stored user may be stale, so the page shows only once that query has answered.
 */
export function StaffGate<T>({
  query,
  isForbidden,
  skeletonRows,
  signIn,
  forbidden,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  isForbidden: (error: unknown) => boolean;
  skeletonRows: number;
  signIn: StaffGateNotice & { button: string };
  forbidden: StaffGateNotice & { linkTo: string; linkLabel: string };
  children: (data: T) => ReactNode;
}) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <SignInPrompt {...signIn} />;
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError) {
    return isForbidden(query.error) ? (
      <StaffNotice
        notice={forbidden}
        action={
          <LocalizedLink to={forbidden.linkTo} className={buttonStyles.primary}>
            {forbidden.linkLabel}
          </LocalizedLink>
        }
      />
    ) : (
      <LoadFailedMessage onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}

function SignInPrompt(notice: StaffGateNotice & { button: string }) {
  const { requestLogin } = useLoginEntry();
  const here = useCurrentPath();
  return (
    <StaffNotice
      notice={notice}
      action={
        <button
          type="button"
          onClick={() => {
            requestLogin(here);
          }}
          className={buttonStyles.primary}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {notice.button}
        </button>
      }
    />
  );
}

function StaffNotice({ notice, action }: { notice: StaffGateNotice; action: ReactNode }) {
  return (
    <div data-testid={notice.testId} className="mx-auto max-w-xl">
      <ListMessage title={notice.title} text={notice.text} action={action} />
    </div>
  );
}
