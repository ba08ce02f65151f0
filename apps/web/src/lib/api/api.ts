import type { QueryClient } from '@tanstack/react-query';
import { config } from '../../config';
import { getAppId } from '../device/app-id';
import { languageOfPath } from '@lumus/contract/site/language-path';
import { readSession } from '../session/session-store';
import { createApiClient, type ApiClient } from './api-client';
import { recordServerDate } from './server-clock';

/**
 * The app's API client. The language comes from the URL prefix (the source of truth, spec §2),
 * the app id from the viewport at call time, auth from the stored session.
 */
export const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  getAppId,
  getLanguage: () => languageOfPath(window.location.pathname),
  getAuth: () => {
    const { token, userId } = readSession();
    return { token, userId };
  },
  onServerDate: recordServerDate,
});

// A server render has no window, session or origin of its own: its queries call through the
// client it registered for its own query cache (see entry-server.tsx).
const serverRenderApis = new WeakMap<QueryClient, ApiClient>();

export function registerServerRenderApi(queryClient: QueryClient, client: ApiClient): void {
  serverRenderApis.set(queryClient, client);
}

/** The API client for a query of `queryClient`: the app's, or a server render's own. */
export function apiFor(queryClient: QueryClient): ApiClient {
  return serverRenderApis.get(queryClient) ?? api;
}

/**
 * Marks a query whose data a server render fetches and embeds in the page (public catalogue data,
 * the same for every visitor); every other query waits for the browser.
 */
export const SERVER_RENDERED = { serverRendered: true } as const;
