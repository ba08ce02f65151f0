import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { ChevronDown, UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoldUpdates } from '../../../lib/pwa/update-state';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { MessageComposer } from '../../chat/conversation/message-composer';
import type { RealtimeFactory } from '../../chat/conversation/chat-socket';
import { MessageList } from '../../chat/conversation/message-list';
import { useChatConversation } from '../../chat/conversation/use-chat-conversation';
import { formatClock, secondsSince, secondsUntil } from '../console-orders';
import { useNow } from '../use-now';
import { BirthChartDisclosure } from './birth-chart-disclosure';
import { IntakeDetails } from './intake-details';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The running chat on the psychic's side: the conversation (shared core, role 'consultant'), the
 * user's intake beside it on wide screens and folded away on phones, and End chat behind a
 * confirmation. When the chat ends, from either side, `onEnded` gets the final order.
 */
export function ActiveChat({
  order,
  onEnded,
  realtime,
}: {
  order: ChatOrder;
  onEnded: (order: ChatOrder) => void;
  /** The tab's shared connection unless given (tests give one over a fake socket). */
  realtime?: RealtimeFactory;
}) {
  const { t } = useTranslation();
  const conversation = useChatConversation(
    order.id,
    'consultant',
    realtime === undefined ? {} : { realtime },
  );
  const now = useNow();
  const [intakeOpen, setIntakeOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const [endFailure, setEndFailure] = useState<string | null>(null);
  const intakeId = useId();
  const titleId = useId();
  const name = order.intake?.name ?? t('console.request.unnamed');
  const current = conversation.order ?? order;
  const ended = current.status === 'ended';
  // The free minutes are over and the user has not yet said whether to go on at the rate.
  const waitingForConsent = current.status === 'active' && current.pauseReason === 'consent';
  // No "new version, reload" offer while the psychic is in a chat (decision 032).
  useHoldUpdates(!ended);

  useEffect(() => {
    if (ended) onEnded(current);
  }, [ended, current, onEnded]);

  const endChat = () => {
    setConfirming(false);
    setEnding(true);
    setEndFailure(null);
    conversation
      .end()
      .then(onEnded)
      .catch((error: unknown) => {
        setEndFailure(t('console.live.end_failed', { reason: reasonOf(error) }));
      })
      .finally(() => {
        setEnding(false);
      });
  };

  return (
    <section
      data-testid="console-active-chat"
      aria-labelledby={titleId}
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="flex min-h-[28rem] flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-night/5">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-night/10 bg-night px-4 py-3 text-white">
          <div className="min-w-0">
            <h2 id={titleId} className="truncate text-lg font-semibold">
              {t('console.live.chat_title', { name })}
            </h2>
            {current.startedAt === null ? null : (
              <p className="text-sm text-white/75 tabular-nums">
                {t('console.live.started', {
                  time: formatClock(secondsSince(current.startedAt, now)),
                })}
              </p>
            )}
          </div>
          <button
            type="button"
            data-testid="console-end-chat"
            disabled={ending || ended}
            onClick={() => {
              setConfirming(true);
            }}
            className={buttonStyles.ghostLight}
          >
            {ending ? t('console.live.ending') : t('console.live.end')}
          </button>
        </header>
        {endFailure === null ? null : (
          <p role="alert" className="bg-error/10 px-4 py-2 text-sm text-error-text">
            {endFailure}
          </p>
        )}
        {waitingForConsent && current.consentDueAt !== null ? (
          <p
            role="status"
            data-testid="console-consent-waiting"
            className="bg-gold/20 px-4 py-2 text-sm text-night"
          >
            {t('console.live.consent_waiting', {
              time: formatClock(secondsUntil(current.consentDueAt, now)),
            })}
          </p>
        ) : null}
        {conversation.phase === 'failed' ? (
          <p role="alert" className="p-6 text-center text-error">
            {t('console.live.join_failed', { reason: conversation.failure?.reason ?? '' })}
          </p>
        ) : (
          <MessageList
            className="h-[55dvh] flex-1 overflow-y-auto bg-paper lg:h-[60dvh]"
            messages={conversation.messages}
            viewerRole="consultant"
            otherName={name}
            remoteTyping={conversation.remoteTyping}
            empty={t('console.live.empty', { name })}
          />
        )}
        <div className="border-t border-night/10 bg-white px-3 pt-3">
          <MessageComposer
            onSend={conversation.send}
            onTyping={conversation.notifyTyping}
            disabled={ended || waitingForConsent || conversation.phase === 'failed'}
            note={conversation.connected ? null : t('console.live.offline')}
          />
        </div>
      </div>
      <aside
        aria-labelledby={`${intakeId}-title`}
        className="h-fit rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 lg:p-5"
      >
        <h3 id={`${intakeId}-title`} className="flex items-center gap-2 font-semibold text-night">
          <UserRound aria-hidden="true" className="size-4 text-violet" />
          {t('console.intake.title', { name })}
        </h3>
        <button
          type="button"
          aria-expanded={intakeOpen}
          aria-controls={intakeId}
          onClick={() => {
            setIntakeOpen((open) => !open);
          }}
          className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-violet lg:hidden"
        >
          {intakeOpen ? t('console.intake.hide') : t('console.intake.show')}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${intakeOpen ? 'rotate-180' : ''}`}
          />
        </button>
        <div id={intakeId} className={`mt-3 ${intakeOpen ? 'block' : 'hidden'} lg:block`}>
          {order.intake === null ? null : <IntakeDetails intake={order.intake} />}
        </div>
        {order.intake === null ? null : (
          <div className="mt-3 border-t border-night/10 pt-2">
            <BirthChartDisclosure intake={order.intake} openOnWideScreens />
          </div>
        )}
      </aside>
      {confirming ? (
        <EndConfirmDialog
          name={name}
          onConfirm={endChat}
          onCancel={() => {
            setConfirming(false);
          }}
        />
      ) : null}
    </section>
  );
}

function EndConfirmDialog({
  name,
  onConfirm,
  onCancel,
}: {
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onClose={onCancel}>
      <div className="space-y-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold text-night">
          {t('console.live.end_confirm_title')}
        </h2>
        <p id={textId} className="text-muted">
          {t('console.live.end_confirm_text', { name })}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
            {t('console.live.keep')}
          </button>
          <button type="button" onClick={onConfirm} className={buttonStyles.primary}>
            {t('console.live.end_confirm')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
