import type { ChatOrder } from '@lumus/contract/chat/chat-order';
import type { ConsoleOrder } from '@lumus/contract/console/console-request';
import { chatOrderFixture } from '../chat/chat-order-fixture';

/** A session as the console's queue gives it: a 30 % platform share, a first-time client. */
export function consoleOrderFixture(
  overrides: Partial<ChatOrder> & Partial<Pick<ConsoleOrder, 'pastSessions'>> = {},
): ConsoleOrder {
  const { pastSessions = 0, ...order } = overrides;
  const base = chatOrderFixture(order);
  return {
    ...base,
    platformSharePercent: 30,
    earningsPerMinute: Math.floor((base.ratePerMinute * 70) / 100),
    pastSessions,
  };
}
