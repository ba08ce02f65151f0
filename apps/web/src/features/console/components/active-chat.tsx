import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoldUpdates } from '../../../lib/pwa/update-state';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { MessageComposer } from '../../chat/conversation/message-composer';
import type { RealtimeFactory } from '../../chat/conversation/chat-socket';
import { MessageList } from '../../chat/conversation/message-list';
import { useChatConversation } from '../../chat/conversation/use-chat-conversation';
import { formatClock, secondsUntil } from '../console-orders';
import { useNow } from '../use-now';
import { BirthChartDisclosure } from './birth-chart-disclosure';
import { ClientSheet } from './client-sheet';
import { IntakeDetails } from './intake-details';
import { SessionHeader } from './session-header';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The running chat on the psychic's side: the conversation (shared core, role 'consultant'), and
 * End chat behind a confirmation. On a phone it fills the screen: header on top, reply box at the
 * bottom, only the messages scroll, the user's intake and chart in a sheet. On a wide screen it is
 * one screen tall with the intake beside it, each scrolling inside itself, so the page never moves.
 * When the chat ends, from either side, `onEnded` gets the final order.
 */
export function ActiveChat({
  order,
  sharePercent = null,
  onEnded,
  realtime,
}: {
  order: ChatOrder;
  /** The platform's share frozen with the rate, for the running earnings; null hides them. */
  sharePercent?: number | null;
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
  const [clientOpen, setClientOpen] = useState(false);
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
      className="fixed inset-0 z-50 flex flex-col bg-paper lg:static lg:z-auto lg:grid lg:h-[max(24rem,calc(100dvh-20rem))] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-4 lg:bg-transparent"
    >
      <div className="flex min-h-0 flex-1 flex-col overflow-hidden bg-white lg:rounded-3xl lg:shadow-sm lg:ring-1 lg:ring-night/5">
        <SessionHeader
          order={current}
          name={name}
          titleId={titleId}
          sharePercent={sharePercent}
          ending={ending}
          onClient={() => {
            setClientOpen(true);
          }}
          onEnd={() => {
            setConfirming(true);
          }}
        />
        {endFailure === null ? null : (
          <p role="alert" className="shrink-0 bg-error/10 px-4 py-2 text-sm text-error-text">
            {endFailure}
          </p>
        )}
        {waitingForConsent && current.consentDueAt !== null ? (
          <p
            role="status"
            data-testid="console-consent-waiting"
            className="shrink-0 bg-gold/20 px-4 py-2 text-sm text-night"
          >
            {t('console.live.consent_waiting', {
              time: formatClock(secondsUntil(current.consentDueAt, now)),
            })}
          </p>
        ) : null}
        {conversation.phase === 'failed' ? (
          <p role="alert" className="flex-1 p-6 text-center text-error">
            {t('console.live.join_failed', { reason: conversation.failure?.reason ?? '' })}
          </p>
        ) : (
          <MessageList
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-paper"
            scrollsItself
            messages={conversation.messages}
            viewerRole="consultant"
            otherName={name}
            remoteTyping={conversation.remoteTyping}
            empty={t('console.live.empty', { name })}
          />
        )}
        <div
          data-testid="console-reply-box"
          className="shrink-0 border-t border-night/10 bg-white px-3 pt-3 pb-[env(safe-area-inset-bottom)]"
        >
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
        data-testid="console-client-panel"
        className="hidden min-h-0 min-w-0 overflow-y-auto overscroll-contain rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5 lg:block"
      >
        <h3 id={`${intakeId}-title`} className="flex items-center gap-2 font-semibold text-night">
          <UserRound aria-hidden="true" className="size-4 text-violet" />
          {t('console.intake.title', { name })}
        </h3>
        <div className="mt-3">
          {order.intake === null ? null : <IntakeDetails intake={order.intake} />}
        </div>
        {order.intake === null ? null : (
          <div className="mt-3 border-t border-night/10 pt-2">
            <BirthChartDisclosure intake={order.intake} openOnWideScreens />
          </div>
        )}
      </aside>
      {clientOpen ? (
        <ClientSheet
          name={name}
          intake={order.intake}
          onClose={() => {
            setClientOpen(false);
          }}
        />
      ) : null}
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
