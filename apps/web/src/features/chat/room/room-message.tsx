import { MessageCircleOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { LocalizedLink } from '../../../lib/ui/localized-link';

/**
 * A chat that cannot be shown as a room (a bad link, another user's chat, a request that closed
 * before it started): what happened, and the ways on.
 */
export function RoomMessage({ text, alert = false }: { text: string; alert?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center sm:px-6">
      <div className="space-y-5 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-night/5">
        <MessageCircleOff aria-hidden="true" className="mx-auto size-10 text-violet/70" />
        <p role={alert ? 'alert' : 'status'} data-testid="chat-room-message" className="text-night">
          {text}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <LocalizedLink to="/order-history" className={buttonStyles.secondary}>
            {t('chat.room.to_history')}
          </LocalizedLink>
          <LocalizedLink to="/chat-with-psychic" className={buttonStyles.primary}>
            {t('chat.room.to_list')}
          </LocalizedLink>
        </div>
      </div>
    </div>
  );
}
