import {
  favouriteAddCall,
  favouriteRemoveCall,
  favouritesCall,
  pushPublicKeyCall,
  pushSettingsCall,
  pushSettingsSetCall,
  pushSubscribeCall,
  pushUnsubscribeCall,
  type PushSettings,
  type PushSubscribeInput,
} from '@lumus/contract/push/push-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: (userId: string | null) => ['notifications', userId, 'settings'] as const,
  favourites: (userId: string | null) => ['notifications', userId, 'favourites'] as const,
};

export async function fetchPushPublicKey(): Promise<string> {
  const response = await api.call(pushPublicKeyCall, {});
  return response.publicKey;
}

export async function saveSubscription(input: PushSubscribeInput): Promise<void> {
  await api.call(pushSubscribeCall, input);
}

export async function deleteSubscription(endpoint: string): Promise<void> {
  await api.call(pushUnsubscribeCall, { endpoint });
}

export function pushSettingsQuery(userId: string | null) {
  return queryOptions({
    queryKey: notificationKeys.settings(userId),
    queryFn: async ({ signal }) => api.call(pushSettingsCall, {}, { signal }),
  });
}

export async function savePushSettings(change: Partial<PushSettings>): Promise<PushSettings> {
  return api.call(pushSettingsSetCall, change);
}

export function favouritesQuery(userId: string | null) {
  return queryOptions({
    queryKey: notificationKeys.favourites(userId),
    queryFn: async ({ signal }) => {
      const response = await api.call(favouritesCall, {}, { signal });
      return response.items;
    },
  });
}

export async function addFavourite(consultantId: number) {
  const response = await api.call(favouriteAddCall, { consultantId });
  return response.items;
}

export async function removeFavourite(consultantId: number) {
  const response = await api.call(favouriteRemoveCall, { consultantId });
  return response.items;
}
