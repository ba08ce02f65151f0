import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useServerNow } from '../../../lib/api/server-clock';
import { useHoldUpdates } from '../../../lib/pwa/update-state';
import { clearPendingCharge, setPendingCharge } from '../../wallet/pending-charge';
import type { ChatConversation } from '../../chat/conversation/use-chat-conversation';
import { FreeMinutesConsent } from '../../chat/components/free-minutes-consent';
import { ChatRoomHeader } from '../../chat/room/chat-room-header';
import { LowBalanceBanner } from '../../chat/room/low-balance-banner';
import { RechargeSheet } from '../../chat/room/recharge-sheet';
import { LOW_BALANCE_SECONDS, remainingTime } from '../../chat/room/remaining-time';
import { runningCost } from '../../chat/room/running-cost';
import type { CallConnectionView } from '../connection/use-call-connection';
import { microphoneProblem } from '../microphone-problem';
import { useCallScreenState } from '../use-call-screen-state';
import { CallControls } from './call-controls';
import { CallMeters, CallStatusLine } from './call-meters';
import { EndCallDialog } from './end-call-dialog';
import { RemoteAudio } from './remote-audio';
import { useWakeLock } from './use-wake-lock';

/**
 * The running call on the user's side: the psychic's photo and name, the status line, connected
 * time, time left and cost so far, the low-balance warning with the in-call top-up, mute, speaker
 * volume and End behind a confirmation. The audio link itself is `link` (the page owns it).
 */
export function ActiveCall({
  order,
  conversation,
  link,
}: {
  order: ChatOrder;
  conversation: ChatConversation;
  link: CallConnectionView;
}) {
  const { t } = useTranslation();
  const name = order.consultantName;
  // The server's clock: the deadline and the billed time are its time, not the phone's.
  const now = useServerNow(true);
  // No "new version, reload" offer in the middle of a paid call (decision 032).
  useHoldUpdates(true);
  useWakeLock(true);
  const state = useCallScreenState(order, link.state);
  const [volume, setVolume] = useState(100);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const [endFailure, setEndFailure] = useState<string | null>(null);
  const [recharging, setRecharging] = useState(false);
  const remaining = remainingTime(order, now);
  const low =
    conversation.lowBalance !== null ||
    (remaining !== null && remaining.seconds <= LOW_BALANCE_SECONDS);
  const cost = runningCost(order, now);
  const problem = microphoneProblem(link);

  useEffect(() => {
    if (cost !== null) setPendingCharge(order.id, cost);
  }, [cost, order.id]);
  useEffect(
    () => () => {
      clearPendingCharge(order.id);
    },
    [order.id],
  );

  // A top-up moved the deadline out: say so once per new deadline.
  const seenDeadline = useRef(order.endsAt);
  useEffect(() => {
    if (seenDeadline.current === order.endsAt) return;
    seenDeadline.current = order.endsAt;
    if (conversation.lastOrderEvent === 'extended') {
      toast.success(t('chat.room.extended'), { toastId: `call-extended-${order.endsAt ?? ''}` });
    }
  }, [conversation.lastOrderEvent, order.endsAt, t]);

  const endCall = () => {
    setEnding(true);
    setEndFailure(null);
    conversation
      .end()
      .then(() => {
        setConfirmEnd(false);
      })
      .catch((error: unknown) => {
        setEndFailure(
          t('call.end_failed', { reason: error instanceof Error ? error.message : '' }),
        );
      })
      .finally(() => {
        setEnding(false);
      });
  };

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col bg-night" data-testid="call-screen">
      <ChatRoomHeader order={order} />
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-6 px-4 py-6 text-white">
        <CallStatusLine state={state} />
        <CallMeters order={order} now={now} showCost />
        {low && order.endsAt !== null ? (
          <LowBalanceBanner
            endsAt={order.endsAt}
            onRecharge={() => {
              setRecharging(true);
            }}
          />
        ) : null}
        <FreeMinutesConsent order={order} />
        {problem === null ? null : (
          <p
            role="alert"
            data-testid="call-microphone-problem"
            className="rounded-2xl bg-error/20 p-3 text-sm"
          >
            {t(`call.mic.${problem}`)}
          </p>
        )}
        <RemoteAudio
          stream={link.remoteStream}
          // While the free minutes wait for consent, neither side hears the other.
          volume={order.pauseReason === 'consent' ? 0 : volume}
          blockedLabel={t('call.play_blocked', { name })}
        />
        <div className="mt-auto">
          <CallControls
            muted={link.muted}
            onMutedChange={link.setMuted}
            volume={volume}
            onVolumeChange={setVolume}
            canMute={problem === null}
            ending={ending}
            onEnd={() => {
              setConfirmEnd(true);
            }}
          />
        </div>
      </div>
      {confirmEnd ? (
        <EndCallDialog
          texts={{
            title: t('call.end_title'),
            text: t('call.end_text'),
            confirm: t('call.end_confirm'),
            cancel: t('call.end_cancel'),
            pending: t('call.ending'),
          }}
          pending={ending}
          failure={endFailure}
          onConfirm={endCall}
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
