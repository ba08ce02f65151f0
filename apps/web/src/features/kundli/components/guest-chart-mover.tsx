import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { claimGuestChart } from '../api/birth-details-api';
import { refetchAfterClaim } from '../api/refetch-after-claim';
import { claimGuestChartOnce } from '../guest-chart-storage';

/**
 * Moves a chart made as a guest to the account as soon as the user is signed in, wherever they
 * land (decision 047): a guest who asked a psychic about it signs in on the way to the intake,
 * not on /kundli. A failure keeps the chart in the browser for the next page load.
 */
export function GuestChartMover() {
  const queryClient = useQueryClient();
  useEffect(() => {
    claimGuestChartOnce(claimGuestChart).then(
      async (id) => {
        if (id !== null) await refetchAfterClaim(queryClient);
      },
      () => {
        // Kept in the browser; /kundli shows the reason and offers a retry.
      },
    );
  }, [queryClient]);
  return null;
}
