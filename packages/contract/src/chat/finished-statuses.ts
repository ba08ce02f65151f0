import type { ChatOrderStatus } from './chat-order';

/**
 * States a chat order does not leave again. Only these can be removed from the user's history
 * (`order/delete/byId`); an open request or a running chat stays visible.
 */
export const FINISHED_CHAT_STATUSES: readonly ChatOrderStatus[] = [
  'ended',
  'declined',
  'expired',
  'cancelled',
];
