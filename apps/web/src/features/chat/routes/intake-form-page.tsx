import { decodeAstroId, encodeAstroId } from '@lumus/contract/catalogue/astro-id';
import type { InsufficientBalance } from '@lumus/contract/chat/chat-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useSocketConnected } from '../../../lib/realtime/use-socket-connected';
import { useCurrentPath } from '../../../lib/session/login-return';
import { useLoginEntry } from '../../../lib/session/login-entry';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { PageHero } from '../../../lib/ui/page-hero';
import { consultantByIdQuery } from '../../catalogue/api/get-consultant-by-id';
import { acceptChatOrder } from '../api/accept-chat-order';
import { cancelQueueToken } from '../api/cancel-queue-token';
import { chatKeys } from '../api/chat-keys';
import { createQueueToken } from '../api/create-queue-token';
import { fillIntakeForm } from '../api/fill-intake-form';
import { holdQueueToken } from '../api/hold-queue-token';
import { latestWaitlistQuery } from '../api/latest-waitlist';
import { chatStartCheckQuery } from '../api/chat-start-check';
import { cachedConsultant } from '../cached-consultant';
import { forgetIntakeDraft, readIntakeDraft, saveIntakeDraft } from '../intake-draft';
import { RequestOutcome } from '../request/request-outcome';
import { useRequestOutcome } from '../request/use-request-outcome';
import { IntakeForm } from '../components/intake-form';
import { PsychicHeader } from '../components/psychic-header';
import { ShortfallNotice } from '../components/shortfall-notice';
import { WaitlistPanel } from '../components/waitlist-panel';
import { prefillFromProfile, toIntakeInput, type IntakeValues } from '../intake-values';

const OPEN_STATUSES: readonly string[] = ['queued', 'accepted_by_consultant'];

/** The chat room; the chat id is encoded the same base64url way as the astro id. */
function chatStartPath(consultantId: number, chatId: number): string {
  return `/chat-with-psychic/start/${encodeAstroId(consultantId)}/${encodeAstroId(chatId)}`;
}

function reasonOf(error: unknown): string {
  return isApiError(error) ? error.reason : String(error);
}

/**
 * `chat-with-psychic/intake-form(-v2)/{encodedAstroId}`: the intake form, then on the same page
 * the waitlist of the request it created (polled), and the join button once the psychic accepted.
 */
export function IntakeFormPage() {
  const { t } = useTranslation();
  const { encodedAstroId } = useParams();
  const consultantId = encodedAstroId === undefined ? null : decodeAstroId(encodedAstroId);
  const { isLoggedIn } = useSession();

  return (
    <>
      <PageHero title={t('titles.chat_intake_form')} />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-8 sm:px-6">
        {consultantId === null ? (
          <BadLink />
        ) : isLoggedIn ? (
          <IntakeFlow consultantId={consultantId} />
        ) : (
          <SignInPrompt />
        )}
      </div>
    </>
  );
}

function BadLink() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="space-y-4 text-night">
      <p role="alert">{t('chat.intake.bad_link')}</p>
      <Link to={localize('/chat-with-psychic')} className={buttonStyles.primary}>
        {t('chat.intake.to_list')}
      </Link>
    </div>
  );
}

function SignInPrompt() {
  const { t } = useTranslation();
  const { requestLogin } = useLoginEntry();
  const here = useCurrentPath();
  return (
    <div data-testid="intake-sign-in" className="space-y-4 text-night">
      <p>{t('chat.intake.sign_in_lead')}</p>
      <button
        type="button"
        onClick={() => {
          requestLogin(here);
        }}
        className={buttonStyles.primary}
      >
        {t('chat.intake.sign_in')}
      </button>
    </div>
  );
}

function IntakeFlow({ consultantId }: { consultantId: number }) {
  const { t } = useTranslation();
  const { user, userId } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const location = useLocation();
  const [shortfall, setShortfall] = useState<InsufficientBalance['data'] | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const waitlistKey = chatKeys.latestWaitlist(userId);
  const waitlist = useQuery(latestWaitlistQuery(userId));
  const connected = useSocketConnected();
  const cached = cachedConsultant(queryClient, consultantId);
  // Opened from a link (nothing cached): the header comes from the by-id call.
  const fetched = useQuery({ ...consultantByIdQuery(consultantId), enabled: cached === null });
  const consultant = cached ?? fetched.data ?? null;
  const outcome = useRequestOutcome(userId, waitlist.isSuccess ? waitlist.data : undefined);
  // Told when Chat is tapped, before the form: a balance below the minimum (not after filling it).
  const startCheck = useQuery(chatStartCheckQuery(userId, consultantId));
  const [initialValues] = useState(() => readIntakeDraft(consultantId) ?? prefillFromProfile(user));
  const keepDraft = useCallback(
    (values: IntakeValues) => {
      saveIntakeDraft(consultantId, values);
    },
    [consultantId],
  );

  const request = useMutation({
    mutationFn: async (values: IntakeValues) => {
      const intake = await fillIntakeForm(toIntakeInput(values, consultantId));
      return createQueueToken({ consultantId, intakeFormId: intake.id });
    },
    onSuccess: (result) => {
      if (result.kind === 'short') {
        setShortfall(result.shortfall);
        return;
      }
      setShortfall(null);
      setCancelled(false);
      forgetIntakeDraft(consultantId);
      queryClient.setQueryData(waitlistKey, result.waitlist);
    },
    onError: () => {
      // A 409 means a request is already open (another tab): the waitlist shows it.
      void queryClient.invalidateQueries({ queryKey: waitlistKey });
    },
  });

  const action = useMutation({
    mutationFn: async (step: { kind: 'cancel' | 'accept' } | { kind: 'hold'; hold: boolean }) => {
      const chatId = waitlist.data?.order.id;
      if (chatId === undefined) throw new Error('No open request.');
      if (step.kind === 'cancel') return cancelQueueToken(chatId);
      if (step.kind === 'hold') return holdQueueToken(chatId, step.hold);
      return acceptChatOrder(chatId);
    },
    onMutate: () => {
      setActionFailure(null);
    },
    onSuccess: (order, step) => {
      if (step.kind === 'accept') {
        void navigate(localize(chatStartPath(order.consultantId, order.id)));
        return;
      }
      setCancelled(step.kind === 'cancel');
      // Cancelled here: the page says so itself, not as an outcome to explain.
      if (step.kind === 'cancel') outcome.dismiss();
      void queryClient.invalidateQueries({ queryKey: waitlistKey });
    },
    onError: (error) => {
      setActionFailure(t('chat.waitlist.action_failed', { reason: reasonOf(error) }));
      void queryClient.invalidateQueries({ queryKey: waitlistKey });
    },
  });

  const open = waitlist.data ?? null;
  const header = consultant === null ? null : <PsychicHeader consultant={consultant} />;
  const loadFailed = waitlist.isError ? (
    <p role="alert" className="text-sm text-error-text">
      {t('chat.waitlist.load_failed')}
    </p>
  ) : null;

  if (open?.order.status === 'active') {
    return (
      <div data-testid="chat-active" className="space-y-4 text-night">
        <p>{t('chat.waitlist.active', { name: open.order.consultantName })}</p>
        <Link
          to={localize(chatStartPath(open.order.consultantId, open.order.id))}
          className={buttonStyles.primary}
        >
          {t('chat.waitlist.active_open')}
        </Link>
      </div>
    );
  }

  if (open !== null && OPEN_STATUSES.includes(open.order.status)) {
    return (
      <>
        {header}
        {open.order.consultantId === consultantId ? null : (
          <p className="text-night">
            {t('chat.waitlist.other_psychic', { name: open.order.consultantName })}
          </p>
        )}
        <WaitlistPanel
          waitlist={open}
          connected={connected}
          busy={action.isPending}
          failure={actionFailure}
          onCancel={() => {
            action.mutate({ kind: 'cancel' });
          }}
          onHold={(hold) => {
            action.mutate({ kind: 'hold', hold });
          }}
          onAccept={() => {
            action.mutate({ kind: 'accept' });
          }}
        />
      </>
    );
  }

  if (outcome.closed !== null) {
    return (
      <>
        {header}
        <RequestOutcome
          order={outcome.closed}
          consultant={consultant}
          onNewRequest={outcome.dismiss}
        />
      </>
    );
  }

  const returnTo = encodeURIComponent(location.pathname);
  const checked = startCheck.data;
  const notice =
    shortfall ??
    (checked !== undefined && checked.shortfall > 0
      ? {
          requiredAmount: checked.requiredAmount,
          balance: checked.balance,
          shortfall: checked.shortfall,
        }
      : null);
  return (
    <>
      {header}
      {loadFailed}
      {cancelled ? <p className="text-night">{t('chat.waitlist.ended')}</p> : null}
      {notice === null ? null : (
        <ShortfallNotice
          shortfall={notice}
          priceListHref={`${localize('/add-wallet-money/price-list')}?returnTo=${returnTo}`}
        />
      )}
      <p className="text-night">
        {consultant === null
          ? t('chat.intake.lead_generic')
          : t('chat.intake.lead', { name: consultant.displayName })}
      </p>
      <IntakeForm
        initialValues={initialValues}
        onValuesChange={keepDraft}
        pending={request.isPending}
        failure={
          request.isError ? t('chat.intake.failed', { reason: reasonOf(request.error) }) : null
        }
        onSubmit={(values) => {
          request.mutate(values);
        }}
      />
    </>
  );
}
