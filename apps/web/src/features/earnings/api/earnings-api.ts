import type { Download } from '@lumus/contract/earnings/earnings';
import {
  consoleEarningsCall,
  consolePayoutProfileCall,
  consolePayoutsCall,
} from '@lumus/contract/earnings/earnings-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { isApiError } from '../../../lib/api/api-error';

export const earningsKeys = {
  all: ['earnings'] as const,
  period: (from: string, to: string) => ['earnings', 'period', from, to] as const,
  profile: ['earnings', 'profile'] as const,
  payouts: ['earnings', 'payouts'] as const,
};

const noRetryOnRefusal = (count: number, error: unknown) =>
  !(isApiError(error) && error.status < 500) && count < 2;

export function earningsQuery(from: string, to: string) {
  return queryOptions({
    queryKey: earningsKeys.period(from, to),
    queryFn: ({ signal }) => api.call(consoleEarningsCall, { from, to }, { signal }),
    retry: noRetryOnRefusal,
  });
}

export function payoutProfileQuery() {
  return queryOptions({
    queryKey: earningsKeys.profile,
    queryFn: ({ signal }) => api.call(consolePayoutProfileCall, {}, { signal }),
  });
}

export function payoutsQuery() {
  return queryOptions({
    queryKey: earningsKeys.payouts,
    queryFn: ({ signal }) => api.call(consolePayoutsCall, {}, { signal }),
  });
}

/** Saves a file the server sent inside the envelope (CSV text or base64 PDF). */
export function saveDownload(download: Download): void {
  const bytes =
    download.encoding === 'base64'
      ? Uint8Array.from(atob(download.body), (character) => character.charCodeAt(0))
      : new TextEncoder().encode(download.body);
  const url = URL.createObjectURL(new Blob([bytes], { type: download.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = download.filename;
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** The server's readable reason, or a general one. */
export function reasonOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.status > 0 && error.status < 500 ? error.reason : fallback;
}
