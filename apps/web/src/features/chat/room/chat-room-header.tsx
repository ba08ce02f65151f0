import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { consultantProfileQuery } from '../../catalogue/api/get-consultant-profile';

/**
 * The night band on top of the chat room: the psychic's photo and name, whatever `status` line
 * the room passes (remaining time, waiting), and its actions (End chat).
 */
export function ChatRoomHeader({
  order,
  children,
  actions,
}: {
  order: ChatOrder;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const profile = useQuery({ ...consultantProfileQuery(order.consultantSlug), retry: false });
  const photo = profile.data?.photoUrl;
  return (
    <header className="bg-gradient-to-b from-night to-night-2 px-4 pt-4 pb-3 text-white shadow-md">
      <div className="mx-auto max-w-3xl space-y-3">
        <div className="flex items-center gap-3">
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
