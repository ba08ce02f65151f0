import { saveNpsScoreCall, npsScoreCall } from '@lumus/contract/chat/chat-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { chatKeys } from './chat-keys';

/** `nps/score/get`: the user's last answer to "would you recommend Lumus" (score null if none). */
export function npsScoreQuery(userId: string | null) {
  return queryOptions({
    queryKey: [...chatKeys.all, 'nps', userId] as const,
    queryFn: async ({ signal }) => {
      return api.call(npsScoreCall, {}, { signal });
    },
    enabled: userId !== null,
  });
}

/** `nps/score/addupdate`: stores the score 0–10 (replacing an earlier one) and a comment. */
export async function saveNpsScore(input: { score: number; comment: string }) {
  return api.call(saveNpsScoreCall, input);
}
