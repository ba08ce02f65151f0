import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useMutation } from '@tanstack/react-query';
import { Hourglass, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { acceptChatOrder } from '../api/accept-chat-order';
import { waitlistPath } from './chat-paths';

/**
 * Before the chat starts: still queued (a way back to the queue screen), or accepted by the
 * psychic with the button that joins (`chat/order/accept/byUser/v2`, billing starts then).
 */
export function ChatWaiting({
  order,
  onStarted,
}: {
  order: ChatOrder;
  onStarted: (order: ChatOrder) => void;
}) {
  const { t } = useTranslation();
  const name = order.consultantName;
  const accept = useMutation({ mutationFn: () => acceptChatOrder(order.id), onSuccess: onStarted });
  const accepted = order.status === 'accepted_by_consultant';
  // The notification's Join action opens the room with `?join=1`: the click was the user's
  // "join", so the chat starts without asking twice. The flag goes at once, so a reload does not.
  const [params, setParams] = useSearchParams();
  const joinNow = accepted && params.get('join') === '1';
  const { mutate, isIdle } = accept;
  useEffect(() => {
    if (!joinNow) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('join');
        return next;
      },
      { replace: true },
    );
    if (isIdle) mutate();
  }, [joinNow, isIdle, mutate, setParams]);
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <section
        role="status"
        data-testid="chat-waiting"
        className="space-y-4 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-night/5"
      >
        {accepted ? (
          <Sparkles aria-hidden="true" className="mx-auto size-10 text-violet" />
        ) : (
          <Hourglass
            aria-hidden="true"
            className="mx-auto size-10 text-violet motion-safe:animate-pulse"
          />
        )}
        <h2 className="text-xl font-semibold text-night">
          {t('chat.room.waiting_title', { name })}
        </h2>
        <p className="text-muted">
          {accepted
            ? t('chat.room.waiting_accepted', { name })
            : t('chat.room.waiting_queued', { name })}
        </p>
        {accept.isError ? (
          <p role="alert" className="text-sm text-error-text">
            {t('chat.waitlist.action_failed', {
              reason: isApiError(accept.error) ? accept.error.reason : String(accept.error),
            })}
          </p>
        ) : null}
        {accepted ? (
          <button
            type="button"
            disabled={accept.isPending}
            onClick={() => {
              accept.mutate();
            }}
            className={`${buttonStyles.primary} w-full`}
          >
            {accept.isPending ? t('chat.ready.accepting') : t('chat.ready.accept')}
          </button>
        ) : (
          <LocalizedLink to={waitlistPath(order.consultantId)} className={buttonStyles.secondary}>
            {t('chat.room.to_queue')}
          </LocalizedLink>
        )}
      </section>
    </div>
  );
}
