import { HEADER_AUTHORIZATION, HEADER_USER_ID } from '@lumus/contract/headers';
import { config } from '../../config';
import { readSession } from '../session/session-store';

/**
 * A private file's bytes (an applicant's document, a support image), fetched with the caller's
 * sign-in: such routes answer only the people allowed, so they cannot be an `<img src>`; a page
 * shows the Blob through an object URL (`useObjectUrl`).
 */
export async function fetchPrivateFile(
  path: string,
  params: Readonly<Record<string, string>>,
  signal?: AbortSignal,
): Promise<Blob> {
  const { token, userId } = readSession();
  const headers: Record<string, string> = {};
  if (token !== null) headers[HEADER_AUTHORIZATION] = `Bearer ${token}`;
  if (userId !== null) headers[HEADER_USER_ID] = userId;
  const query = new URLSearchParams(params).toString();
  const response = await fetch(`${config.apiBaseUrl}${path.replace(/^\/api/, '')}?${query}`, {
    headers,
    ...(signal === undefined ? {} : { signal }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}
