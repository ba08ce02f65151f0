import { experimentsCall, experimentExposureCall } from '@lumus/contract/experiments/experiments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { startGuestSession } from '../../../lib/session/session-calls';
import { readSession } from '../../../lib/session/session-store';
import { readString } from '../../../lib/storage/storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';

/**
 * The guest id the server knows this browser by. On a very first visit the guest session started
 * at boot may still be under way; asking for it again is harmless (one guest per device).
 */
async function guestUserId(): Promise<string | undefined> {
  const stored = readString(STORAGE_KEYS.guestUserId);
  if (stored !== null || readSession().isLoggedIn) return stored ?? undefined;
  await startGuestSession();
  return readString(STORAGE_KEYS.guestUserId) ?? undefined;
}

/** `user/get/experiments`: this guest's or user's variant of each running experiment. */
export function experimentsQuery(userId: string | null) {
  return queryOptions({
    queryKey: ['experiments', userId],
    queryFn: async ({ signal }) => {
      const response = await api.call(
        experimentsCall,
        { guestUserId: await guestUserId() },
        { signal },
      );
      return response.experiments;
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** One page view showing the variant; failures are only logged (the page is shown anyway). */
export async function recordExposure(experiment: string): Promise<void> {
  try {
    await api.call(experimentExposureCall, { experiment, guestUserId: await guestUserId() });
  } catch (error) {
    console.error('Experiment exposure not recorded', error);
  }
}
