import type { Waitlist } from '@lumus/contract/chat/chat-calls';
import { Hourglass, Sparkles, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../../../lib/api/server-clock';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { PushOptIn } from '../../notifications/components/push-opt-in';
import { lapseClock } from '../request/lapse-countdown';

/**
 * The open request on the intake page: while queued its position, estimated wait, Hold/Resume and
 * Cancel; once the psychic accepted, "Your psychic is ready" with the button that joins the chat
 * or the call (the request's kind decides the words and the test ids).
 * The psychic's answer comes as a push, so a lost connection is said (`connected`).
 */
export function WaitlistPanel({
  waitlist,
  connected,
  busy,
  failure,
  onCancel,
  onHold,
  onAccept,
}: {
  waitlist: Waitlist;
  connected: boolean;
  busy: boolean;
  failure: string | null;
  onCancel: () => void;
  onHold: (hold: boolean) => void;
  onAccept: () => void;
}) {
  const { t } = useTranslation();
  const { order } = waitlist;
  const { kind } = order;
  // Counted on the server's clock: the deadline is the server's, the phone's clock may be off.
  const now = useServerNow(order.expiresAt !== null);
  const lapse = lapseClock(order.expiresAt, now);
  const failureLine =
    failure === null ? null : (
      <p role="alert" className="text-sm text-error-text">
        {failure}
      </p>
    );
  const connection = connected ? 'connected' : 'connecting';
  const connectionLine = connected ? null : (
    <p role="status" data-testid="waitlist-connecting" className="flex items-center gap-2 text-sm">
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {t('chat.waitlist.connecting')}
    </p>
  );

  if (order.status === 'accepted_by_consultant') {
    return (
      <section
        role="status"
        data-testid={`${kind}-ready`}
        data-connection={connection}
        className="space-y-3 rounded-3xl bg-night p-6 text-white shadow-sm"
      >
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-gold" />
          {t(`${kind}.ready.title`)}
        </h2>
        <p className="text-white/85">{t(`${kind}.ready.lead`, { name: order.consultantName })}</p>
        {lapse === null ? null : (
          <p data-testid="waitlist-lapse" className="text-sm text-white/85 tabular-nums">
            {t('chat.ready.join_within', { time: lapse })}
          </p>
        )}
        {connectionLine}
        {failureLine}
        <button
          type="button"
          data-testid={`${kind}-join`}
          disabled={busy}
          onClick={onAccept}
          className={`${buttonStyles.light} w-full`}
        >
          {busy ? t('chat.ready.accepting') : t(`${kind}.ready.accept`)}
        </button>
        <button
          type="button"
          data-testid={`${kind}-cancel`}
          disabled={busy}
          onClick={onCancel}
          className={`${buttonStyles.ghostLight} w-full`}
        >
          {t('chat.waitlist.cancel')}
        </button>
      </section>
    );
  }

  const minutes = Math.ceil(waitlist.estimatedWaitSeconds / 60);
  return (
    <section
      data-testid={kind === 'call' ? 'call-waiting' : 'chat-waitlist'}
      data-connection={connection}
      className="space-y-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-night/5"
    >
      <h2 className="flex items-center gap-2 text-xl font-semibold text-night">
        <Hourglass aria-hidden="true" className="size-5 text-violet" />
        {t('chat.waitlist.title')}
      </h2>
      <p data-testid="waitlist-position" className="text-night">
        {t('chat.waitlist.position', { position: waitlist.position })}
      </p>
      {minutes < 1 ? null : (
        <p className="text-muted">{t('chat.waitlist.estimated_wait', { minutes })}</p>
      )}
      {lapse === null ? (
        minutes < 1 ? (
          <p className="text-muted">{t('chat.waitlist.estimated_wait_soon')}</p>
        ) : null
      ) : (
        <p data-testid="waitlist-lapse" className="text-muted tabular-nums">
          {t('chat.waitlist.lapses_in', { name: order.consultantName, time: lapse })}
        </p>
      )}
      {order.onHold ? (
        <p className="rounded-2xl bg-gold/20 p-3">{t('chat.waitlist.on_hold')}</p>
      ) : null}
      {connectionLine === null ? null : <div className="text-muted">{connectionLine}</div>}
      {failureLine}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            onHold(!order.onHold);
          }}
          className={buttonStyles.secondary}
        >
          {order.onHold ? t('chat.waitlist.resume') : t('chat.waitlist.hold')}
        </button>
        <button
          type="button"
          data-testid={`${kind}-cancel`}
          disabled={busy}
          onClick={onCancel}
          className={buttonStyles.secondary}
        >
          {t('chat.waitlist.cancel')}
        </button>
      </div>
      <PushOptIn label={t('chat.waitlist.notify_accept')} testId="push-opt-in-accepted" />
    </section>
  );
}
