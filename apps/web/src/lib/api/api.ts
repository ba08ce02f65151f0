import { config } from '../../config';
import { getAppId } from '../device/app-id';
import { languageOfPath } from '../i18n/language-path';
import { readSession } from '../session/session-store';
import { createApiClient } from './api-client';

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
});
