import { type CompatibilityReport, compatibilityReportCall } from '@lumus/contract/compatibility';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** The report never changes for a pair of dates, so it is fetched once per pair and kept. */
export function compatibilityReportQuery(you: string, partner: string) {
  return queryOptions({
    queryKey: ['compatibility', you, partner],
    queryFn: async ({ signal }): Promise<CompatibilityReport> => {
      return api.call(
        compatibilityReportCall,
        { dateOfBirth: you, partnerDateOfBirth: partner },
        { signal },
      );
    },
    staleTime: Infinity,
    // A 400 (bad date) will not get better by asking again.
    retry: false,
  });
}
