import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { consultantProfileQuery } from '../../catalogue/api/get-consultant-profile';
import { useMarketCurrency } from '../../currency/use-display-currency';

/**
 * The night band on top of the chat room: the psychic's photo and name, whatever `status` line
 * the room passes (remaining time, waiting), and its actions (End chat).
 */
export function ChatRoomHeader({
  order,
  children,
  actions,
  homeLink = false,
}: {
  order: ChatOrder;
  /**
   * The chat room hides the site header at phone width, so its header leads home instead; the
   * call screen keeps the site header (and a stray tap there must not leave a running call).
   */
  homeLink?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const marketCurrency = useMarketCurrency();
  const profile = useQuery({
    ...consultantProfileQuery(order.consultantSlug, marketCurrency),
    retry: false,
  });
  const photo = profile.data?.photoUrl;
  return (
    <header className="bg-gradient-to-b from-night to-night-2 px-4 pt-4 pb-3 text-white shadow-md">
      <div className="mx-auto max-w-3xl space-y-3">
        <div className="flex items-center gap-3">
          {homeLink ? (
            <LocalizedLink
              to="/"
              data-testid="chat-room-home"
              aria-label={t('header.home_link')}
              className="-ml-1 flex size-11 shrink-0 items-center justify-center rounded-full sm:hidden"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
            </LocalizedLink>
          ) : null}
          {photo === undefined ? (
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-night-2 text-lg font-semibold text-gold ring-2 ring-violet-soft"
            >
              {order.consultantName.slice(0, 1)}
            </span>
          ) : (
            <img
              src={photo}
              alt=""
              width={44}
              height={44}
              className="size-11 shrink-0 rounded-full bg-night-2 object-cover ring-2 ring-violet-soft"
            />
          )}
          <h2
            data-testid="chat-psychic-name"
            className="min-w-0 flex-1 truncate text-lg font-semibold"
          >
            {order.consultantName}
          </h2>
          {actions}
        </div>
        {children}
      </div>
    </header>
  );
}
