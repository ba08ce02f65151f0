import { APP_DOWNLOAD_LINK_DEFAULT, APP_DOWNLOAD_LINK_ID } from '@lumus/contract/site/app-download';
import type { SeedStep } from '../seed/seed-step';
import { staticValues } from '../static-values/static-values-tables';

/**
 * The "Download App" link (static value 508). Seeded with our Use App page; an operator replaces
 * the value with the app-attribution link, and clients pick it up without a rebuild.
 */
export const appDownloadLinkSeed: SeedStep = {
  id: 'site/app-download-link@1',
  run: async (tx) => {
    await tx
      .insert(staticValues)
      .values({
        id: APP_DOWNLOAD_LINK_ID,
        value: APP_DOWNLOAD_LINK_DEFAULT,
        description:
          'Download App link of the "Feature Not Available" dialog: the app-attribution URL.',
      })
      .onConflictDoNothing();
  },
};
