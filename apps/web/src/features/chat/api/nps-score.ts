import { npsResponseSchema } from '@lumus/contract/chat/chat-calls';
import { NPS_ADD_UPDATE_PATH, NPS_GET_PATH } from '@lumus/contract/chat/chat-paths';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';
import { chatKeys } from './chat-keys';

/** `nps/score/get`: the user's last answer to "would you recommend Lumus" (score null if none). */
export function npsScoreQuery(userId: string | null) {
  return queryOptions({
    queryKey: [...chatKeys.all, 'nps', userId] as const,
    queryFn: async ({ signal }) => {
      const response = await api.get(
        apiPath(NPS_GET_PATH),
        {},
        { schema: npsResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    enabled: userId !== null,
  });
}

/** `nps/score/addupdate`: stores the score 0–10 (replacing an earlier one) and a comment. */
export async function saveNpsScore(input: { score: number; comment: string }) {
  const response = await api.postJson(apiPath(NPS_ADD_UPDATE_PATH), input, {
    schema: npsResponseSchema,
    auth: true,
  });
  return response.data;
}
