import {
  BIRTH_DETAIL_DELETE_PATH,
  BIRTH_DETAIL_GET_PATH,
  BIRTH_DETAIL_LIST_PATH,
  BIRTH_DETAIL_SAVE_PATH,
  birthDetailDeleteResponseSchema,
  birthDetailListResponseSchema,
  birthDetailResponseSchema,
  type SaveBirthDetailInput,
} from '@lumus/contract/astrology/birth-details';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

const path = (contractPath: string) => contractPath.replace(/^\/api\//, '');

export const birthDetailKeys = {
  all: ['birth-details'] as const,
  list: () => [...birthDetailKeys.all, 'list'] as const,
  one: (id: number) => [...birthDetailKeys.all, 'one', id] as const,
};

/** `birthdetail/getSortedList`: the signed-in user's saved people, by name. */
export const birthDetailListQuery = queryOptions({
  queryKey: birthDetailKeys.list(),
  queryFn: async ({ signal }) => {
    const response = await api.get(
      path(BIRTH_DETAIL_LIST_PATH),
      {},
      { schema: birthDetailListResponseSchema, auth: true, signal },
    );
    return response.data;
  },
});

/** `birthdetail/get`: one saved person with the stored kundli (a saved chart never changes). */
export function birthDetailQuery(id: number) {
  return queryOptions({
    queryKey: birthDetailKeys.one(id),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        path(BIRTH_DETAIL_GET_PATH),
        { id },
        { schema: birthDetailResponseSchema, auth: true, signal },
      );
      return response.data;
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** `birthdetail/save/planets`: saves the person; the server casts and stores the chart. */
export async function saveBirthDetail(input: SaveBirthDetailInput) {
  const response = await api.postJson(path(BIRTH_DETAIL_SAVE_PATH), input, {
    schema: birthDetailResponseSchema,
    auth: true,
  });
  return response.data;
}

export async function deleteBirthDetail(id: number) {
  const response = await api.postJson(
    path(BIRTH_DETAIL_DELETE_PATH),
    { id },
    { schema: birthDetailDeleteResponseSchema, auth: true },
  );
  return response.data;
}
