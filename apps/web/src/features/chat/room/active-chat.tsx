import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useServerNow } from '../../../lib/api/server-clock';
import { useHoldUpdates } from '../../../lib/pwa/update-state';
import { clearPendingCharge, setPendingCharge } from '../../wallet/pending-charge';
import { useMoneyFormat } from '../../currency/use-money-format';
import { FreeMinutesConsent } from '../components/free-minutes-consent';
import { MessageComposer } from '../conversation/message-composer';
import { MessageList } from '../conversation/message-list';
import type { ChatConversation } from '../conversation/use-chat-conversation';
import { ChatRoomHeader } from './chat-room-header';
import { ConsultantAwayBanner } from './consultant-away-banner';
import { EndChatDialog } from './end-chat-dialog';
import { LowBalanceBanner } from './low-balance-banner';
import { RechargeSheet } from './recharge-sheet';
import { LOW_BALANCE_SECONDS, remainingTime } from './remaining-time';
import { RemainingTimeBar } from './remaining-time-bar';
import { runningCost } from './running-cost';

/**
 * The running chat, full height on a phone: the header with the remaining-time bar and End chat,
 * the low-balance warning with its in-chat recharge, the question to go on once the free minutes
 * are over (the composer waits for its answer), the messages and the sticky composer.
 */
export function ActiveChat({
  order,
  conversation,
}: {
  order: ChatOrder;
  conversation: ChatConversation;
}) {
  const { t } = useTranslation();
  // The server's clock: the deadline is its time, and the phone's clock may be off.
  const now = useServerNow(true);
  // No "new version, reload" offer in the middle of a paid chat (decision 032).
  useHoldUpdates(true);
  const remaining = remainingTime(order, now);
  const formatAmount = useMoneyFormat();
  const cost = runningCost(order, now);
  const askingConsent = order.status === 'active' && order.pauseReason === 'consent';
  useEffect(() => {
    if (cost !== null) setPendingCharge(order.id, cost);
  }, [cost, order.id]);
  useEffect(
    () => () => {
      clearPendingCharge(order.id);
    },
    [order.id],
  );
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const [endFailure, setEndFailure] = useState<string | null>(null);
  const [recharging, setRecharging] = useState(false);
  const low =
    conversation.lowBalance !== null ||
    (remaining !== null && remaining.seconds <= LOW_BALANCE_SECONDS);

  // A recharge moved the deadline out: say so once per new deadline.
  const seenDeadline = useRef(order.endsAt);
  useEffect(() => {
    if (seenDeadline.current === order.endsAt) return;
    seenDeadline.current = order.endsAt;
    if (conversation.lastOrderEvent === 'extended') {
      toast.success(t('chat.room.extended'), { toastId: `chat-extended-${order.endsAt ?? ''}` });
    }
  }, [conversation.lastOrderEvent, order.endsAt, t]);

  const endChat = () => {
    setEnding(true);
    setEndFailure(null);
    conversation
      .end()
      .then(() => {
        setConfirmEnd(false);
      })
      .catch((error: unknown) => {
        setEndFailure(
          t('chat.room.end_failed', { reason: error instanceof Error ? error.message : '' }),
        );
      })
      .finally(() => {
        setEnding(false);
      });
  };

  return (
    <div
      className="flex min-h-dvh flex-col bg-paper sm:min-h-[calc(100dvh-4rem)]"
      data-testid="chat-room"
      data-connection={conversation.connected ? 'connected' : 'connecting'}
    >
      <div className="sticky top-0 z-10">
        <ChatRoomHeader
          homeLink
          order={order}
          actions={
            <button
              type="button"
              data-testid="chat-end"
              onClick={() => {
                setConfirmEnd(true);
              }}
              className="inline-flex min-h-11 items-center rounded-full border border-white/40 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10"
            >
              {t('chat.room.end')}
            </button>
          }
        >
          {remaining === null ? null : (
            <RemainingTimeBar
              remaining={remaining}
              cost={cost === null ? null : formatAmount(cost)}
              rate={formatAmount(order.ratePerMinute)}
            />
          )}
        </ChatRoomHeader>
        {low && order.endsAt !== null ? (
          <div className="bg-paper px-4 pt-3">
            <LowBalanceBanner
              endsAt={order.endsAt}
              onRecharge={() => {
                setRecharging(true);
              }}
            />
          </div>
        ) : null}
        {order.pausedAt === null || askingConsent ? null : (
          <div className="bg-paper px-4 pt-3">
            <ConsultantAwayBanner order={order} />
          </div>
        )}
        {askingConsent ? (
          <div className="bg-paper px-4 pt-3">
            <FreeMinutesConsent order={order} />
          </div>
        ) : null}
      </div>
      <MessageList
        className="mx-auto w-full max-w-3xl flex-1"
        messages={conversation.messages}
        viewerRole="user"
        otherName={order.consultantName}
        remoteTyping={conversation.remoteTyping}
      />
      <div className="sticky bottom-0 border-t border-night/10 bg-paper/95 px-4 pt-3 backdrop-blur">
        <div className="mx-auto max-w-3xl">
          <MessageComposer
            onSend={conversation.send}
            onTyping={conversation.notifyTyping}
            disabled={askingConsent}
            note={
              askingConsent
                ? t('chat.consent.composer_note')
                : conversation.connected
                  ? null
                  : t('chat.conversation.reconnecting')
            }
          />
        </div>
      </div>
      {confirmEnd ? (
        <EndChatDialog
          pending={ending}
          failure={endFailure}
          onConfirm={endChat}
          onClose={() => {
            setConfirmEnd(false);
            setEndFailure(null);
          }}
        />
      ) : null}
      {recharging ? (
        <RechargeSheet
          onClose={() => {
            setRecharging(false);
          }}
        />
      ) : null}
    </div>
  );
}
