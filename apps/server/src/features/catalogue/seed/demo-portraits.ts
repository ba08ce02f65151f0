import { createHash } from 'node:crypto';
import { UPLOADED_MEDIA_PREFIX } from '@lumus/contract/uploads/upload-files';
import type { SeedTransaction } from '../../seed/seed-step';
import { uploadedFiles } from '../../uploads/uploads-tables';

/** Soft backgrounds from DESIGN.md's palette, one picked per psychic by the style's own seed. */
const BACKGROUNDS = ['ede8ff', 'f6e7c8', 'dbe8f7', 'f3dcd7', 'd9efe9'];

/**
 * A demo psychic's portrait: DiceBear's "Notionists" style (design by Zoish, CC0 1.0; code MIT,
 * see CREDITS.md and decision 048), drawn from the slug so every psychic has their own face and a
 * fresh database gets the same ones. Made once, at seed time, so DiceBear is loaded only then
 * (decision 054).
 */
export async function demoPortraitSvg(slug: string): Promise<string> {
  const [{ createAvatar }, notionists] = await Promise.all([
    import('@dicebear/core'),
    import('@dicebear/notionists'),
  ]);
  return createAvatar(notionists, {
    seed: slug,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
  }).toString();
}

/**
 * The portrait's stored name is derived from the slug, still 32 hex digits like an upload's, so
 * seeding again finds the same file rather than adding one.
 */
function demoPortraitId(slug: string): string {
  return createHash('sha256').update(`demo-portrait:${slug}`).digest('hex').slice(0, 32);
}

/** The public path of a demo psychic's portrait, as `storeDemoPortraits` stores it. */
export function demoPortraitPath(slug: string): string {
  return `${UPLOADED_MEDIA_PREFIX}/${demoPortraitId(slug)}.svg`;
}

/**
 * Stores the portraits as uploaded files (served, cached and backed up like a psychic's own
 * photo), in one statement.
 */
export async function storeDemoPortraits(
  tx: SeedTransaction,
  slugs: readonly string[],
): Promise<void> {
  if (slugs.length === 0) return;
  const rows = await Promise.all(
    slugs.map(async (slug) => {
      const content = Buffer.from(await demoPortraitSvg(slug), 'utf8');
      return {
        id: demoPortraitId(slug),
        extension: 'svg',
        contentType: 'image/svg+xml',
        sizeBytes: content.byteLength,
        content,
        uploadedBy: null,
      };
    }),
  );
  await tx.insert(uploadedFiles).values(rows).onConflictDoNothing({ target: uploadedFiles.id });
}
