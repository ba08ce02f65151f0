import { KUNDLI_REPORT_PATH } from '@lumus/contract/astrology/chart-depth';
import { HEADER_AUTHORIZATION, HEADER_USER_ID } from '@lumus/contract/headers';
import type { Language } from '@lumus/contract/constants';
import { readSession } from '../../../lib/session/session-store';

/**
 * Fetches the kundli PDF with the session's auth headers (a plain link could not send them) and
 * hands it to the browser as a download. Throws with the server's reason on a refusal.
 */
export async function downloadKundliReport(id: number, language: Language, name: string) {
  const { token, userId } = readSession();
  const headers = new Headers();
  if (token !== null) headers.set(HEADER_AUTHORIZATION, `Bearer ${token}`);
  if (userId !== null) headers.set(HEADER_USER_ID, userId);
  const query = new URLSearchParams({ id: String(id), lang: language });
  const response = await fetch(`${KUNDLI_REPORT_PATH}?${query.toString()}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
    throw new Error(typeof body?.reason === 'string' ? body.reason : String(response.status));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `kundli-${name}.pdf`;
  link.click();
  // The click has queued the download; the URL is not needed after this task.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
