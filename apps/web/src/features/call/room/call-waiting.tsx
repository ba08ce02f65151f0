import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useMutation } from '@tanstack/react-query';
import { Hourglass, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { acceptChatOrder } from '../../chat/api/accept-chat-order';

/**
 * Before the call runs: still queued, or accepted by the psychic with Join (`call-join`,
 * `userAcceptOrderCall`), for a page opened (or reloaded) before the user joined.
 */
export function CallWaiting({
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
  // Opened with `?join=1` (a notification's Join action, or the waiting screen handing over):
  // that click was the user's "join", so the call starts without asking twice. The flag goes at
  // once, so a reload does not join again by itself.
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
        data-testid="call-waiting"
        className="space-y-4 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-night/5"
      >
        {accepted ? (
          <Phone aria-hidden="true" className="mx-auto size-10 text-violet" />
        ) : (
          <Hourglass
            aria-hidden="true"
            className="mx-auto size-10 text-violet motion-safe:animate-pulse"
          />
        )}
        <h2 className="text-xl font-semibold text-night">
          {accepted ? t('call.join_title', { name }) : t('call.waiting_title', { name })}
        </h2>
        <p className="text-muted">
          {accepted ? t('call.join_text') : t('call.waiting_queued', { name })}
        </p>
        {accept.isError ? (
          <p role="alert" className="text-sm text-error-text">
            {t('call.join_failed', {
              reason: isApiError(accept.error) ? accept.error.reason : String(accept.error),
            })}
          </p>
        ) : null}
        {accepted ? (
          <button
            type="button"
            data-testid="call-join"
            disabled={accept.isPending}
            onClick={() => {
              accept.mutate();
            }}
            className={`${buttonStyles.primary} w-full`}
          >
            {accept.isPending ? t('call.joining') : t('call.join')}
          </button>
        ) : null}
      </section>
    </div>
  );
}
