import {
  type CreateQueueTokenInput,
  type InsufficientBalance,
  insufficientBalanceSchema,
  type Waitlist,
  createQueueTokenCall,
} from '@lumus/contract/chat/chat-calls';
import { api } from '../../../lib/api/api';
import { isApiError } from '../../../lib/api/api-error';

export type QueueTokenResult =
  | { kind: 'queued'; waitlist: Waitlist }
  | { kind: 'short'; shortfall: InsufficientBalance['data'] };

/**
 * `call-chat/queue/create-token/v2`. A 402 is an answer, not a failure: the balance does not
 * cover the minimum chat, and its numbers lead the user to the price list.
 */
export async function createQueueToken(input: CreateQueueTokenInput): Promise<QueueTokenResult> {
  try {
    const response = await api.call(createQueueTokenCall, input);
    return { kind: 'queued', waitlist: response };
  } catch (error) {
    if (isApiError(error) && error.status === 402) {
      const body = insufficientBalanceSchema.safeParse(error.body);
      if (body.success) return { kind: 'short', shortfall: body.data.data };
    }
    throw error;
  }
}
