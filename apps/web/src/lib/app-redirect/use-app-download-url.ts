import { APP_DOWNLOAD_LINK_ID } from '@lumus/contract/site/app-download';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { config } from '../../config';
import { api } from '../api/api';
import { afterFirstPaint } from '../boot/after-first-paint';

/** An absolute http(s) link, or a path of this app; anything else is not followed. */
function usableDownloadUrl(value: string): string | null {
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  if (!URL.canParse(text)) return null;
  const { protocol } = new URL(text);
  return protocol === 'https:' || protocol === 'http:' ? text : null;
}

const appDownloadUrlQuery = queryOptions({
  queryKey: ['static-value', APP_DOWNLOAD_LINK_ID],
  queryFn: async ({ signal }) => {
    // Not needed for the first paint; the schema comes with the call (zod is not part of the
    // app's first download).
    await afterFirstPaint();
    const { staticValueCall } = await import('@lumus/contract/static-value');
    const response = await api.call(staticValueCall, { id: APP_DOWNLOAD_LINK_ID }, { signal });
    return usableDownloadUrl(response.value);
  },
  staleTime: 60 * 60_000,
  retry: false,
});

/**
 * The Download App link: the server's app-attribution link (static value 508, changeable without
 * a rebuild), else the build's `VITE_APP_DOWNLOAD_URL` (our Use App page by default).
 */
export function useAppDownloadUrl(fallback: string = config.appDownloadUrl): string {
  const { data } = useQuery(appDownloadUrlQuery);
  return data ?? fallback;
}
