import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { UserRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../lib/api/server-clock';
import { useHoldUpdates } from '../../../lib/pwa/update-state';
import { defaultRealtime, type RealtimeFactory } from '../../chat/conversation/chat-socket';
import { useChatConversation } from '../../chat/conversation/use-chat-conversation';
import { BirthChartDisclosure } from '../../console/components/birth-chart-disclosure';
import { IntakeDetails } from '../../console/components/intake-details';
import { browserMedia } from '../connection/browser-media';
import type { CallMedia } from '../connection/call-media';
import { useCallConnection } from '../connection/use-call-connection';
import { microphoneProblem } from '../microphone-problem';
import { CallControls } from '../room/call-controls';
import { CallMeters, CallStatusLine } from '../room/call-meters';
import { EndCallDialog } from '../room/end-call-dialog';
import { RemoteAudio } from '../room/remote-audio';
import { useWakeLock } from '../room/use-wake-lock';
import { useCallScreenState } from '../use-call-screen-state';

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The running call on the psychic's side (`console-call-screen`): the status, connected time and
 * time left, mute, speaker volume and End, beside the user's intake and birth chart. It joins the
 * call (says `ready`, then answers the user's offers) while the order is active; when the call
 * ends, from either side, `onEnded` gets the final order.
 */
export function ConsoleCallPanel({
  order,
  onEnded,
  realtime = defaultRealtime,
  media = browserMedia,
}: {
  order: ChatOrder;
  onEnded: (order: ChatOrder) => void;
  /** The tab's shared connection unless given (tests give one over a fake socket). */
  realtime?: RealtimeFactory;
  /** The browser's microphone and WebRTC unless given (tests give their doubles). */
  media?: CallMedia;
}) {
  const { t } = useTranslation();
  const conversation = useChatConversation(order.id, 'consultant', { realtime });
  const current = conversation.order ?? order;
  const ended = current.status === 'ended';
  const held = current.pauseReason === 'consent';
  const link = useCallConnection(order.id, 'consultant', current.status === 'active', {
    onOrder: conversation.updateOrder,
    held,
    media,
    realtime,
  });
  const now = useServerNow(!ended);
  const state = useCallScreenState(current, link.state);
  // No "new version, reload" offer while the psychic is in a call (decision 032).
  useHoldUpdates(!ended);
  useWakeLock(!ended);
  const [volume, setVolume] = useState(100);
  const [confirming, setConfirming] = useState(false);
  const [ending, setEnding] = useState(false);
  const [endFailure, setEndFailure] = useState<string | null>(null);
  const titleId = useId();
  const name = order.intake?.name ?? t('console.request.unnamed');
  const problem = microphoneProblem(link);

  useEffect(() => {
    if (ended) onEnded(current);
  }, [ended, current, onEnded]);

  const endCall = () => {
    setEnding(true);
    setEndFailure(null);
    conversation
      .end()
      .then((endedOrder) => {
        setConfirming(false);
        onEnded(endedOrder);
      })
      .catch((error: unknown) => {
        setEndFailure(t('console.call.end_failed', { reason: reasonOf(error) }));
      })
      .finally(() => {
        setEnding(false);
      });
  };

  return (
    <section
      data-testid="console-call-screen"
      aria-labelledby={titleId}
      className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="space-y-5 rounded-3xl bg-night p-5 text-white shadow-sm sm:p-6">
        <h2 id={titleId} className="truncate text-xl font-semibold">
          {t('console.call.title', { name })}
        </h2>
        <CallStatusLine state={state} />
        <CallMeters order={current} now={now} showCost={false} />
        {conversation.phase === 'failed' ? (
          <p role="alert" className="rounded-2xl bg-error/20 p-3 text-sm">
            {t('console.call.join_failed', { reason: conversation.failure?.reason ?? '' })}
          </p>
        ) : null}
        {problem === null ? null : (
          <p
            role="alert"
            data-testid="call-microphone-problem"
            className="rounded-2xl bg-error/20 p-3 text-sm"
          >
            {t(`console.call.mic_${problem}`)}
          </p>
        )}
        <RemoteAudio
          stream={link.remoteStream}
          volume={held ? 0 : volume}
          blockedLabel={t('console.call.play_blocked', { name })}
        />
        <CallControls
          muted={link.muted}
          onMutedChange={link.setMuted}
          volume={volume}
          onVolumeChange={setVolume}
          canMute={problem === null}
          ending={ending || ended}
          onEnd={() => {
            setConfirming(true);
          }}
        />
      </div>
      <aside className="h-fit space-y-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 lg:p-5">
        <h3 className="flex items-center gap-2 font-semibold text-night">
          <UserRound aria-hidden="true" className="size-4 text-violet" />
          {t('console.intake.title', { name })}
        </h3>
        {order.intake === null ? null : (
          <>
            <IntakeDetails intake={order.intake} />
            <div className="border-t border-night/10 pt-2">
              <BirthChartDisclosure intake={order.intake} openOnWideScreens />
            </div>
          </>
        )}
      </aside>
      {confirming ? (
        <EndCallDialog
          texts={{
            title: t('call.end_title'),
            text: t('console.call.end_text', { name }),
            confirm: t('console.call.end_confirm'),
            cancel: t('console.call.keep'),
            pending: t('console.live.ending'),
          }}
          pending={ending}
          failure={endFailure}
          onConfirm={endCall}
          onClose={() => {
            setConfirming(false);
            setEndFailure(null);
          }}
        />
      ) : null}
    </section>
  );
}
