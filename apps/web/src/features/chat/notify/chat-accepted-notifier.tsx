import type { SessionKind } from '@lumus/contract/chat/chat-order';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { stripLanguagePrefix } from '@lumus/contract/site/language-path';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { sharedRealtime } from '../../../lib/realtime/shared-realtime';
import { useSession } from '../../../lib/session/session-context';
import { walletKeys } from '../../wallet/api/wallet-query-keys';
import { chatKeys } from '../api/chat-keys';
import { sessionRoomPath, sessionWaitlistPath } from '../room/chat-paths';
import { playAcceptChime } from './accept-chime';

/** The toast's content; rendered by the app's ToastContainer, inside the router and i18n. */
function AcceptedToast({
  kind,
  name,
  target,
  room,
  closeToast,
}: {
  kind: SessionKind;
  name: string;
  target: string;
  /** The chat's room: once the user is in it, the toast has done its work. */
  room: string;
  closeToast: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const path = stripLanguagePrefix(useLocation().pathname);
  const onTarget = path === target;
  const inRoom = path === room;
  useEffect(() => {
    // Joined: the toast would only cover the message box.
    if (inRoom) closeToast();
  }, [inRoom, closeToast]);
  return (
    <div data-testid={`${kind}-accepted-toast`} className="flex items-center gap-3">
      <Sparkles aria-hidden="true" className="size-5 shrink-0 text-gold" />
      <p className="flex-1">{t(`${kind}.toast.accepted`, { name })}</p>
      {onTarget ? null : (
        <button
          type="button"
          className="min-h-11 rounded-full bg-violet px-4 text-sm font-semibold text-white"
          onClick={() => {
            closeToast();
            void navigate(localize(target));
          }}
        >
          {t('chat.toast.open')}
        </button>
      )}
    </div>
  );
}

/**
 * Mounted once in the app shell: when a psychic accepts the signed-in user's request, wherever in
 * the app the user is, a toast with a chime and a button to the waitlist screen (where they join);
 * it closes once the user is in the chat or on the call screen. The event arrives in the user's personal room, which
 * every signed-in socket is in. A chat's end (its charge) refreshes the wallet the same way.
 */
export function ChatAcceptedNotifier() {
  const { userId } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (userId === null) return;
    return sharedRealtime().on('chat:order', ({ order, kind }) => {
      // A consultant account also hears its own accepts (its console room); only the requester.
      if (String(order.userId) !== userId) return;
      if (kind === 'ended' || kind === 'extended') {
        // The chat was charged (or a recharge moved its end): the header shows the new balance.
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        return;
      }
      if (kind !== 'accepted') return;
      const room = sessionRoomPath(order.kind, order.consultantId, order.id);
      if (stripLanguagePrefix(window.location.pathname) === room) return;
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      playAcceptChime();
      toast(
        ({ closeToast }) => (
          <AcceptedToast
            kind={order.kind}
            name={order.consultantName}
            target={sessionWaitlistPath(order.kind, order.consultantId)}
            room={room}
            closeToast={closeToast}
          />
        ),
        { toastId: `chat-accepted-${order.id}`, autoClose: 20_000, closeOnClick: false },
      );
    });
  }, [queryClient, userId]);

  return null;
}
