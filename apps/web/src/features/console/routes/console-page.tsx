import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import type { ConsoleOrder } from '@lumus/contract/console/console-request';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { Stars } from '../../../lib/ui/page-hero';
import { StaffGate } from '../../staff/staff-gate';
import { consoleKeys } from '../api/console-keys';
import { acceptRequest, declineRequest } from '../api/console-order-actions';
import { consoleQueueQuery, isNotConsultant, type ActiveConsoleQueue } from '../api/console-queue';
import { EndedSummary } from '../components/ended-summary';
import { HistoryPanel } from '../components/history-panel';
import { LiveChatPanel } from '../components/live-chat-panel';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { ConsoleHeader } from '../components/console-header';
import type { DeclineAnswer } from '../components/decline-step';
import { ProfilePanel } from '../components/profile-panel';
import { ReviewsPanel } from '../components/reviews-panel';
import { AwayNotice, MissedRequests } from '../components/missed-requests';
import { RequestList } from '../components/request-list';
import { SuspendedConsole } from '../components/suspended-console';
import { queueView } from '../console-orders';
import { IncomingCallRinger } from '../ringing/incoming-call-ringer';
import { useConsoleEvents } from '../use-console-events';
import { useOwnStatus } from '../use-own-status';
import { PushOptIn } from '../../notifications/components/push-opt-in';
import { useVisibilityReport } from '../../notifications/use-visibility-report';

/**
 * `/console`: where a psychic goes online, sees requests arrive, accepts one, chats, and looks back
 * at past chats and earnings. The server decides who is a psychic (a 403 otherwise), so the page
 * asks it rather than guessing from the stored user.
 */
export function ConsolePage() {
  const { t } = useTranslation();
  const { isLoggedIn, userId } = useSession();
  const queue = useQuery(consoleQueueQuery(userId));

  // Only a psychic's queue has one: the header then shows the status toggle instead of the lead.
  // A suspended psychic has neither (they cannot go online).
  const consultantId = isLoggedIn && queue.isSuccess ? queue.data.consultantId : null;
  const suspended = queue.data?.suspended === true;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-night to-night-2 text-white">
        <Stars />
        <div className="relative mx-auto max-w-[1200px] px-4 py-5 sm:px-6 sm:py-8">
          {consultantId === null || suspended ? (
            <div className="space-y-3">
              <h1 className="text-3xl leading-tight font-semibold sm:text-4xl">
                {t('titles.console')}
              </h1>
              {suspended ? null : <p className="max-w-2xl text-white/85">{t('console.lead')}</p>}
            </div>
          ) : (
            <ConsoleHeader
              consultantId={consultantId}
              inChat={queueView(queue.data?.orders ?? []).live?.status === 'active'}
            />
          )}
        </div>
      </section>
      <div className="mx-auto max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8">
        <StaffGate
          query={queue}
          isForbidden={isNotConsultant}
          skeletonRows={3}
          signIn={{
            testId: 'console-sign-in',
            title: t('console.sign_in.title'),
            text: t('console.sign_in.text'),
            button: t('console.sign_in.button'),
          }}
          forbidden={{
            testId: 'console-not-consultant',
            title: t('console.not_consultant.title'),
            text: t('console.not_consultant.text'),
            linkTo: '/chat-with-psychic',
            linkLabel: t('console.not_consultant.browse'),
          }}
        >
          {(data) =>
            data.suspended ? (
              <SuspendedConsole consultantId={data.consultantId} live={data.orders[0] ?? null} />
            ) : (
              <Workspace queue={data} />
            )
          }
        </StaffGate>
      </div>
    </>
  );
}

type Tab = 'requests' | 'history' | 'reviews' | 'profile';

function tabOf(view: string | null): Tab {
  return view === 'history' || view === 'reviews' || view === 'profile' ? view : 'requests';
}

function Workspace({ queue }: { queue: ActiveConsoleQueue }) {
  const { consultantId } = queue;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('view'));
  const live = queueView(queue.orders).live;
  const [ended, setEnded] = useState<ChatOrder | null>(null);
  const onEnded = useCallback(
    (order: ChatOrder) => {
      setEnded(order);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
    [queryClient],
  );
  const { present } = useConsoleEvents(consultantId);
  useVisibilityReport({ console: true });

  const tabs: readonly { id: Tab; label: string }[] = [
    { id: 'requests', label: t('console.tabs.requests') },
    { id: 'history', label: t('console.tabs.history') },
    { id: 'reviews', label: t('console.tabs.reviews') },
    { id: 'profile', label: t('console.tabs.profile') },
  ];
  return (
    // data-present: the server counts this page as the psychic being here (tests wait for it).
    <div className="space-y-6" data-testid="console-main" data-present={present}>
      <IncomingCallRinger orders={queue.orders} />
      {ended === null || live?.id === ended.id ? null : (
        <EndedSummary
          order={ended}
          onDismiss={() => {
            setEnded(null);
          }}
        />
      )}
      {/* First on the page: on a wide screen the chat is one screen tall, so its reply box is
          in view without scrolling; on a phone it covers the screen. */}
      {live === null ? null : (
        <LiveChatPanel order={live} sharePercent={live.platformSharePercent} onEnded={onEnded} />
      )}
      <PushOptIn label={t('console.notify_requests')} testId="push-opt-in-requests" />
      <nav aria-label={t('console.tabs.label')} className="flex flex-wrap gap-2">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            aria-current={tab === entry.id ? 'page' : undefined}
            onClick={() => {
              setParams(entry.id === 'requests' ? {} : { view: entry.id }, { replace: true });
            }}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold transition-colors ${
              tab === entry.id
                ? 'bg-night text-white'
                : 'bg-white text-night ring-1 ring-night/10 hover:bg-violet-soft'
            }`}
          >
            {entry.label}
          </button>
        ))}
        {/* Its own page (decision 038): periods, payout method and statements need the room. */}
        <LocalizedLink
          to="/console/earnings"
          data-testid="console-earnings-link"
          className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-night ring-1 ring-night/10 hover:bg-violet-soft"
        >
          {t('console.tabs.earnings')}
        </LocalizedLink>
      </nav>
      {tab === 'history' ? (
        <HistoryPanel />
      ) : tab === 'reviews' ? (
        <ReviewsPanel />
      ) : tab === 'profile' ? (
        <ProfilePanel />
      ) : (
        <RequestsTab queue={queue} />
      )}
    </div>
  );
}

function RequestsTab({ queue }: { queue: ActiveConsoleQueue }) {
  const { consultantId, orders } = queue;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const view = queueView(orders);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ order, decline }: { order: ConsoleOrder; decline: DeclineAnswer | null }) =>
      decline === null ? acceptRequest(order.id) : declineRequest(order.id, decline),
    onMutate: () => {
      setFailure(null);
    },
    onError: (error) => {
      setFailure(
        t('console.request.failed', { reason: isApiError(error) ? error.reason : String(error) }),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.queue(userId) }),
  });
  const offline = useOwnStatus(consultantId).status === 'offline';

  return (
    <div className="space-y-6">
      <AwayNotice notice={queue.notice} />
      {failure === null ? null : (
        <p role="alert" className="rounded-2xl bg-error/10 p-3 text-sm text-error-text">
          {failure}
        </p>
      )}
      <RequestList
        view={view}
        offline={offline}
        pendingId={decide.isPending ? decide.variables.order.id : null}
        onAccept={(order) => {
          decide.mutate({ order, decline: null });
        }}
        onDecline={(order, answer) => {
          decide.mutate({ order, decline: answer });
        }}
      />
      <MissedRequests orders={queue.missed} />
    </div>
  );
}
