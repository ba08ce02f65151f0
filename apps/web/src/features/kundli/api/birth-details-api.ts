import {
  type ClaimGuestChartInput,
  type SaveBirthDetailInput,
  castGuestChartCall,
  claimGuestChartCall,
  birthDetailCall,
  deleteBirthDetailCall,
  saveBirthDetailCall,
  birthDetailListCall,
} from '@lumus/contract/astrology/birth-details';
import { birthDetailDepthCall } from '@lumus/contract/astrology/chart-depth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

export const birthDetailKeys = {
  all: ['birth-details'] as const,
  list: () => [...birthDetailKeys.all, 'list'] as const,
  one: (id: number) => [...birthDetailKeys.all, 'one', id] as const,
  depth: (id: number) => [...birthDetailKeys.all, 'depth', id] as const,
};

/** `birthdetail/getSortedList`: the signed-in user's saved people, by name. */
export const birthDetailListQuery = queryOptions({
  queryKey: birthDetailKeys.list(),
  queryFn: async ({ signal }) => {
    return api.call(birthDetailListCall, {}, { signal });
  },
});

/** `birthdetail/get`: one saved person with the stored kundli (a saved chart never changes). */
export function birthDetailQuery(id: number) {
  return queryOptions({
    queryKey: birthDetailKeys.one(id),
    queryFn: async ({ signal }) => {
      return api.call(birthDetailCall, { id }, { signal });
    },
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * `birthdetail/depth`: dasha, divisional charts and doshas; the current periods are the server's
 * at the time of the request, so a page left open for a day may highlight yesterday's — harmless.
 */
export function birthDetailDepthQuery(id: number) {
  return queryOptions({
    queryKey: birthDetailKeys.depth(id),
    queryFn: async ({ signal }) => {
      return api.call(birthDetailDepthCall, { id }, { signal });
    },
    staleTime: 60 * 60 * 1000,
    retry: false,
  });
}

/** `birthdetail/save/planets`: saves the person; the server casts and stores the chart. */
export async function saveBirthDetail(input: SaveBirthDetailInput) {
  return api.call(saveBirthDetailCall, input);
}

export async function deleteBirthDetail(id: number) {
  return api.call(deleteBirthDetailCall, { id });
}

/** `birthdetail/cast`: a guest's chart, cast by the server and not stored there (decision 047). */
export async function castGuestChart(input: SaveBirthDetailInput) {
  return api.call(castGuestChartCall, input);
}

/** `birthdetail/claim-guest`: saves the guest's chart to the account, once per key. */
export async function claimGuestChart(input: ClaimGuestChartInput) {
  return api.call(claimGuestChartCall, input);
}
