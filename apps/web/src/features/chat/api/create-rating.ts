import { ratingResponseSchema } from '@lumus/contract/chat/chat-calls';
import { RATING_CREATE_PATH } from '@lumus/contract/chat/chat-paths';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `rating-review/create`: the user rates an ended chat once (1–5 stars and an optional text). */
export async function createRating(input: { chatId: number; rating: number; review: string }) {
  const response = await api.postJson(apiPath(RATING_CREATE_PATH), input, {
    schema: ratingResponseSchema,
    auth: true,
  });
  return response.data;
}
