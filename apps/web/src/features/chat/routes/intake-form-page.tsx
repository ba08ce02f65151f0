import { decodeAstroId } from '@lumus/contract/catalogue/astro-id';
import type { InsufficientBalance } from '@lumus/contract/chat/chat-calls';
import type { SessionKind } from '@lumus/contract/chat/chat-order';
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
import { checkMicrophone, type MicrophoneProblem as Problem } from '../call/microphone-check';
import { MicrophoneProblem } from '../call/microphone-problem';
import { forgetIntakeDraft, readIntakeDraft, saveIntakeDraft } from '../intake-draft';
import { RequestOutcome } from '../request/request-outcome';
import { useRequestOutcome } from '../request/use-request-outcome';
import { sessionRoomPath } from '../room/chat-paths';
import { IntakeForm } from '../components/intake-form';
import { PsychicHeader } from '../components/psychic-header';
import { ShortfallNotice } from '../components/shortfall-notice';
import { WithdrawalWaiverCheckbox } from '../components/withdrawal-waiver-checkbox';
import { agreeWithdrawalWaiver } from '../api/agree-withdrawal-waiver';
import { WaitlistPanel } from '../components/waitlist-panel';
import { prefillFromProfile, toIntakeInput, type IntakeValues } from '../intake-values';

const OPEN_STATUSES: readonly string[] = ['queued', 'accepted_by_consultant'];

function reasonOf(error: unknown): string {
  return isApiError(error) ? error.reason : String(error);
}

/**
 * `chat-with-psychic/intake-form(-v2)/{encodedAstroId}` and `call-with-psychic/intake-form/
 * {encodedAstroId}`: the intake form, then on the same page the waitlist of the request it created
 * (polled), and the join button once the psychic accepted. A call asks for the microphone before
 * anything is sent, so a denied permission creates no request.
 */
export function IntakeFormPage({ kind = 'chat' }: { kind?: SessionKind }) {
  const { t } = useTranslation();
  const { encodedAstroId } = useParams();
  const consultantId = encodedAstroId === undefined ? null : decodeAstroId(encodedAstroId);
  const { isLoggedIn } = useSession();

  return (
    <>
      {/* The document title stays the spec's "Chat Intake Form"; the heading says it in plain words. */}
      <PageHero title={t(`chat.intake.heading_${kind}`)} />
      <div className="mx-auto max-w-xl space-y-6 px-4 py-8 sm:px-6">
        {consultantId === null ? (
          <BadLink kind={kind} />
        ) : isLoggedIn ? (
          <IntakeFlow consultantId={consultantId} kind={kind} />
        ) : (
          <SignInPrompt kind={kind} />
        )}
      </div>
    </>
  );
}

function BadLink({ kind }: { kind: SessionKind }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <div className="space-y-4 text-night">
      <p role="alert">{t(`${kind}.intake.bad_link`)}</p>
      <Link to={localize('/chat-with-psychic')} className={buttonStyles.primary}>
        {t('chat.intake.to_list')}
      </Link>
    </div>
  );
}

function SignInPrompt({ kind }: { kind: SessionKind }) {
  const { t } = useTranslation();
  const { requestLogin } = useLoginEntry();
  const here = useCurrentPath();
  return (
    <div data-testid="intake-sign-in" className="space-y-4 text-night">
      <p>{t(`${kind}.intake.sign_in_lead`)}</p>
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

function IntakeFlow({ consultantId, kind }: { consultantId: number; kind: SessionKind }) {
  const { t } = useTranslation();
  const { user, userId } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const location = useLocation();
  const [shortfall, setShortfall] = useState<InsufficientBalance['data'] | null>(null);
  const [actionFailure, setActionFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [microphone, setMicrophone] = useState<Problem | null>(null);
  const waitlistKey = chatKeys.latestWaitlist(userId);
  const waitlist = useQuery(latestWaitlistQuery(userId));
  const connected = useSocketConnected();
  const cached = cachedConsultant(queryClient, consultantId);
  // Opened from a link (nothing cached): the header comes from the by-id call.
  const fetched = useQuery({ ...consultantByIdQuery(consultantId), enabled: cached === null });
  const consultant = cached ?? fetched.data ?? null;
  const outcome = useRequestOutcome(userId, waitlist.isSuccess ? waitlist.data : undefined);
  // Told when Chat (Call) is tapped, before the form: a balance below the minimum at that kind's
  // price (not after filling it).
  const startCheck = useQuery(chatStartCheckQuery(userId, consultantId, kind));
  const knownShort = startCheck.data !== undefined && startCheck.data.shortfall > 0;
  const waiverNeeded = startCheck.data?.withdrawalWaiverNeeded === true;
  const [waived, setWaived] = useState(false);
  const [waiverMissing, setWaiverMissing] = useState(false);
  const [initialValues] = useState(() => readIntakeDraft(consultantId) ?? prefillFromProfile(user));
  const keepDraft = useCallback(
    (values: IntakeValues) => {
      saveIntakeDraft(consultantId, values);
    },
    [consultantId],
  );

  const request = useMutation({
    mutationFn: async (values: IntakeValues) => {
      // The balance first (a known shortfall goes to the server, which answers with its numbers),
      // then the microphone: a call nobody can speak in is not sent.
      if (kind === 'call' && !knownShort) {
        const problem = await checkMicrophone();
        if (problem !== null) return { kind: 'microphone', problem } as const;
      }
      // The consent is stored before the request: the server refuses a first paid one without it.
      if (waiverNeeded) {
        await agreeWithdrawalWaiver();
        void queryClient.invalidateQueries({
          queryKey: chatStartCheckQuery(userId, consultantId, kind).queryKey,
        });
      }
      const intake = await fillIntakeForm(toIntakeInput(values, consultantId));
      return createQueueToken({ consultantId, intakeFormId: intake.id, kind });
    },
    onMutate: () => {
      setMicrophone(null);
    },
    onSuccess: (result) => {
      if (result.kind === 'microphone') {
        setMicrophone(result.problem);
        return;
      }
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
      // A 409 means a request is already open (another tab): the waitlist shows it; or the
      // consent is missing (the check had not arrived): the check then shows the checkbox.
      void queryClient.invalidateQueries({ queryKey: waitlistKey });
      void queryClient.invalidateQueries({
        queryKey: chatStartCheckQuery(userId, consultantId, kind).queryKey,
      });
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
        void navigate(localize(sessionRoomPath(order.kind, order.consultantId, order.id)));
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
  const header = consultant === null ? null : <PsychicHeader consultant={consultant} kind={kind} />;
  const loadFailed = waitlist.isError ? (
    <p role="alert" className="text-sm text-error-text">
      {t('chat.waitlist.load_failed')}
    </p>
  ) : null;

  if (open?.order.status === 'active') {
    return (
      <div data-testid={`${open.order.kind}-active`} className="space-y-4 text-night">
        <p>{t(`${open.order.kind}.waitlist.active`, { name: open.order.consultantName })}</p>
        <Link
          to={localize(sessionRoomPath(open.order.kind, open.order.consultantId, open.order.id))}
          className={buttonStyles.primary}
        >
          {t(`${open.order.kind}.waitlist.active_open`)}
        </Link>
      </div>
    );
  }

  if (open !== null && OPEN_STATUSES.includes(open.order.status)) {
    return (
      <>
        {header}
        {open.order.consultantId === consultantId && open.order.kind === kind ? null : (
          <p className="text-night">
            {t(`${kind}.waitlist.other_psychic`, { name: open.order.consultantName })}
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

  if (kind === 'call' && consultant?.callPricePerMinuteMinor === null) {
    // Switched off in the console (or never priced): nothing to ask for, chat may still be open.
    return (
      <>
        {header}
        <div data-testid="call-unavailable" className="space-y-4 text-night">
          <p>{t('call.intake.unavailable', { name: consultant.displayName })}</p>
          <Link to={localize(`/profile/${consultant.slug}`)} className={buttonStyles.primary}>
            {t('call.intake.to_profile')}
          </Link>
        </div>
      </>
    );
  }

  const returnTo = encodeURIComponent(location.pathname);
  const checked = startCheck.data;
  const notice =
    shortfall ??
    (checked !== undefined && knownShort
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
          kind={kind}
        />
      )}
      {microphone === null ? null : <MicrophoneProblem problem={microphone} />}
      <p className="text-night">
        {consultant === null
          ? t(`${kind}.intake.lead_generic`)
          : t(`${kind}.intake.lead`, { name: consultant.displayName })}
      </p>
      {initialValues.placeId === null || initialValues.name === '' ? null : (
        // Opened from a chart ("Ask an astrologer about this", decision 047): say it goes along.
        <p
          data-testid="intake-chart-attached"
          className="rounded-2xl bg-violet-soft p-4 text-night"
        >
          {t('chat.intake.chart_attached', { name: initialValues.name })}
        </p>
      )}
      <IntakeForm
        kind={kind}
        initialValues={initialValues}
        onValuesChange={keepDraft}
        pending={request.isPending}
        failure={
          request.isError ? t('chat.intake.failed', { reason: reasonOf(request.error) }) : null
        }
        beforeSubmit={
          waiverNeeded ? (
            <WithdrawalWaiverCheckbox
              checked={waived}
              missing={waiverMissing}
              onChange={(checked) => {
                setWaived(checked);
                if (checked) setWaiverMissing(false);
              }}
            />
          ) : null
        }
        onSubmit={(values) => {
          if (waiverNeeded && !waived) {
            setWaiverMissing(true);
            return;
          }
          request.mutate(values);
        }}
      />
    </>
  );
}
