import { createRatingCall } from '@lumus/contract/chat/chat-calls';
import { api } from '../../../lib/api/api';

/** `rating-review/create`: the user rates an ended chat once (1–5 stars and an optional text). */
export async function createRating(input: { chatId: number; rating: number; review: string }) {
  return api.call(createRatingCall, input);
}
