import {
  COMPATIBILITY_REPORT_PATH,
  compatibilityResponseSchema,
  type CompatibilityReport,
} from '@lumus/contract/compatibility';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';

/** The report never changes for a pair of dates, so it is fetched once per pair and kept. */
export function compatibilityReportQuery(you: string, partner: string) {
  return queryOptions({
    queryKey: ['compatibility', you, partner],
    queryFn: async ({ signal }): Promise<CompatibilityReport> => {
      const response = await api.get(
        COMPATIBILITY_REPORT_PATH.replace(/^\/api\//, ''),
        { dateOfBirth: you, partnerDateOfBirth: partner },
        { schema: compatibilityResponseSchema, signal },
      );
      return response.data;
    },
    staleTime: Infinity,
    // A 400 (bad date) will not get better by asking again.
    retry: false,
  });
}
