import { HEADER_AUTHORIZATION, HEADER_USER_ID } from '@lumus/contract/headers';
import { readSession } from '../session/session-store';

/** The name a `Content-Disposition: attachment; filename*=UTF-8''…` answer gives its file. */
function serverFileName(disposition: string | null): string | undefined {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}

/**
 * Fetches a PDF with the session's auth headers (a plain link could not send them) and hands it
 * to the browser as a download, named as the server names it (else `fileName`). Throws with the
 * server's reason on a refusal.
 */
export async function downloadPdf(
  path: string,
  query: Record<string, string>,
  fileName: string,
): Promise<void> {
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
  link.download = serverFileName(response.headers.get('content-disposition')) ?? fileName;
  link.click();
  // The click has queued the download; the URL is not needed after this task.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
