import {
  FAVOURITE_ADD_PATH,
  FAVOURITE_REMOVE_PATH,
  FAVOURITES_PATH,
  PUSH_PUBLIC_KEY_PATH,
  PUSH_SETTINGS_PATH,
  PUSH_SETTINGS_SET_PATH,
  PUSH_SUBSCRIBE_PATH,
  PUSH_UNSUBSCRIBE_PATH,
  favouritesResponseSchema,
  pushPublicKeyResponseSchema,
  pushSettingsResponseSchema,
  type PushSettings,
  type PushSubscribeInput,
} from '@lumus/contract/push/push-calls';
import { statusResponseSchema } from '@lumus/contract/auth/profile';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** Contract paths include the `/api` prefix; the API client adds its own base. */
const path = (contractPath: string) => contractPath.replace(/^\/api\//, '');

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: (userId: string | null) => ['notifications', userId, 'settings'] as const,
  favourites: (userId: string | null) => ['notifications', userId, 'favourites'] as const,
};

export async function fetchPushPublicKey(): Promise<string> {
  const response = await api.get(
    path(PUSH_PUBLIC_KEY_PATH),
    {},
    {
      schema: pushPublicKeyResponseSchema,
    },
  );
  return response.data.publicKey;
}

export async function saveSubscription(input: PushSubscribeInput): Promise<void> {
  await api.postJson(path(PUSH_SUBSCRIBE_PATH), input, {
    schema: statusResponseSchema,
    auth: true,
  });
}

export async function deleteSubscription(endpoint: string): Promise<void> {
  await api.postJson(
    path(PUSH_UNSUBSCRIBE_PATH),
    { endpoint },
    { schema: statusResponseSchema, auth: true },
  );
}

export function pushSettingsQuery(userId: string | null) {
  return queryOptions({
    queryKey: notificationKeys.settings(userId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        path(PUSH_SETTINGS_PATH),
        {},
        { schema: pushSettingsResponseSchema, auth: true, signal },
      );
      return response.data;
    },
  });
}

export async function savePushSettings(change: Partial<PushSettings>): Promise<PushSettings> {
  const response = await api.postJson(path(PUSH_SETTINGS_SET_PATH), change, {
    schema: pushSettingsResponseSchema,
    auth: true,
  });
  return response.data;
}

export function favouritesQuery(userId: string | null) {
  return queryOptions({
    queryKey: notificationKeys.favourites(userId),
    queryFn: async ({ signal }) => {
      const response = await api.get(
        path(FAVOURITES_PATH),
        {},
        { schema: favouritesResponseSchema, auth: true, signal },
      );
      return response.data.items;
    },
  });
}

export async function addFavourite(consultantId: number) {
  const response = await api.postJson(
    path(FAVOURITE_ADD_PATH),
    { consultantId },
    { schema: favouritesResponseSchema, auth: true },
  );
  return response.data.items;
}

export async function removeFavourite(consultantId: number) {
  const response = await api.postJson(
    path(FAVOURITE_REMOVE_PATH),
    { consultantId },
    { schema: favouritesResponseSchema, auth: true },
  );
  return response.data.items;
}
