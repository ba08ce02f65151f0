import {
  type CreateQueueTokenInput,
  type InsufficientBalance,
  insufficientBalanceSchema,
  type Waitlist,
  waitlistResponseSchema,
} from '@lumus/contract/chat/chat-calls';
import { CREATE_QUEUE_TOKEN_PATH } from '@lumus/contract/chat/chat-paths';
import { api } from '../../../lib/api/api';
import { isApiError } from '../../../lib/api/api-error';
import { apiPath } from './api-path';

export type QueueTokenResult =
  | { kind: 'queued'; waitlist: Waitlist }
  | { kind: 'short'; shortfall: InsufficientBalance['data'] };

/**
 * `call-chat/queue/create-token/v2`. A 402 is an answer, not a failure: the balance does not
 * cover the minimum chat, and its numbers lead the user to the price list.
 */
export async function createQueueToken(input: CreateQueueTokenInput): Promise<QueueTokenResult> {
  try {
    const response = await api.postJson(apiPath(CREATE_QUEUE_TOKEN_PATH), input, {
      schema: waitlistResponseSchema,
      auth: true,
    });
    return { kind: 'queued', waitlist: response.data };
  } catch (error) {
    if (isApiError(error) && error.status === 402) {
      const body = insufficientBalanceSchema.safeParse(error.body);
      if (body.success) return { kind: 'short', shortfall: body.data.data };
    }
    throw error;
  }
}
