import { queryOptions } from '@tanstack/react-query';
import { apiFor, SERVER_RENDERED } from '../../../lib/api/api';
import { catalogueKeys } from './catalogue-keys';

/** `consultant-gallery/get/allConsultantImages`. */
export function consultantGalleryQuery(consultantId: number) {
  return queryOptions({
    queryKey: catalogueKeys.gallery(consultantId),
    meta: SERVER_RENDERED,
    queryFn: async ({ signal, client }) => {
      // The contract (and zod with it) arrives with the call, not before the page's first paint.
      const { consultantGalleryCall } =
        await import('@lumus/contract/catalogue/consultant-gallery');
      const response = await apiFor(client).call(
        consultantGalleryCall,
        { consultantId },
        { signal },
      );
      return response.images;
    },
    staleTime: 5 * 60_000,
  });
}
