import { KUNDLI_REPORT_PATH } from '@lumus/contract/astrology/chart-depth';
import { MATCH_REPORT_PATH } from '@lumus/contract/astrology/match-making';
import { HEADER_AUTHORIZATION, HEADER_USER_ID } from '@lumus/contract/headers';
import type { Language } from '@lumus/contract/constants';
import { readSession } from '../../../lib/session/session-store';

/**
 * Fetches a PDF with the session's auth headers (a plain link could not send them) and hands it
 * to the browser as a download. Throws with the server's reason on a refusal.
 */
async function downloadPdf(path: string, query: Record<string, string>, fileName: string) {
  const { token, userId } = readSession();
  const headers = new Headers();
  if (token !== null) headers.set(HEADER_AUTHORIZATION, `Bearer ${token}`);
  if (userId !== null) headers.set(HEADER_USER_ID, userId);
  const response = await fetch(`${path}?${new URLSearchParams(query).toString()}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
    throw new Error(typeof body?.reason === 'string' ? body.reason : String(response.status));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has queued the download; the URL is not needed after this task.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

export function downloadKundliReport(id: number, language: Language, name: string) {
  return downloadPdf(KUNDLI_REPORT_PATH, { id: String(id), lang: language }, `kundli-${name}.pdf`);
}

export function downloadMatchReport(boyId: number, girlId: number, language: Language) {
  return downloadPdf(
    MATCH_REPORT_PATH,
    { boyId: String(boyId), girlId: String(girlId), lang: language },
    'match-making.pdf',
  );
}
