import type { ConsultantStatus } from '@lumus/contract/catalogue/consultant';
import { useQuery } from '@tanstack/react-query';
import { useLiveStatus } from '../catalogue/live/live-status-store';
import { ownStatusQuery } from './api/consultant-status';

const NEVER = { status: 'offline', statusChangedAt: new Date(0).toISOString() } as const;

/**
 * The psychic's own status: the fetched one, or a newer one pushed to the catalogue room (another
 * tab switched, a chat started or ended). Null until the first answer.
 */
export function useOwnStatus(consultantId: number): {
  status: ConsultantStatus | null;
  isError: boolean;
} {
  const fetched = useQuery(ownStatusQuery(consultantId));
  const live = useLiveStatus(consultantId, fetched.data ?? NEVER);
  return { status: fetched.data === undefined ? null : live, isError: fetched.isError };
}
