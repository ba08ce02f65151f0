import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { PackCard } from '../../payments/components/pack-card';
import { rememberReturnPath } from '../../payments/return-after-payment';
import { rechargePacksQuery } from '../../wallet/api/get-recharge-packs';
import { ListSkeleton } from '../../../lib/ui/list-states';
import { useMarketCurrency } from '../../currency/use-display-currency';

/**
 * Recharge from inside the chat: the recharge packs; a pack goes through the normal payment flow,
 * which brings the user back to this chat afterwards (`returnTo`). The chat is not ended: it keeps
 * running on the server, and its deadline moves out once the money is in (`chat:order` extended).
 */
export function RechargeSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const { pathname } = useLocation();
  const marketCurrency = useMarketCurrency();
  const packs = useQuery(rechargePacksQuery(userId, marketCurrency));
  const titleId = useId();
  const remember = () => {
    rememberReturnPath(new URLSearchParams({ returnTo: pathname }));
  };
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <div
        className="max-h-[85dvh] space-y-4 overflow-y-auto p-6"
        data-testid="chat-recharge-sheet"
      >
        <div className="flex items-start gap-3">
          <h2 id={titleId} className="flex-1 text-xl font-semibold text-night">
            {t('chat.recharge.title')}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('chat.recharge.close')}
            className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-paper"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="text-sm text-muted">{t('chat.recharge.lead')}</p>
        {packs.isPending ? (
          <ListSkeleton rows={2} />
        ) : packs.isError ? (
          <p role="alert" className="text-sm text-error-text">
            {t('chat.recharge.load_failed')}
          </p>
        ) : (
          // Capture phase: the return path is stored before the pack's link navigates.
          <ul className="grid grid-cols-2 gap-3 pt-2" onClickCapture={remember}>
            {packs.data.packs.map((pack) => (
              <PackCard key={pack.id} pack={pack} />
            ))}
          </ul>
        )}
      </div>
    </ModalDialog>
  );
}
