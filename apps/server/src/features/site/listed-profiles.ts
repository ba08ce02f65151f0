import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/database';
import { consultants } from '../catalogue/catalogue-tables';

// "Listed" is the catalogue's rule for public lists and profiles: not suspended by an admin.
const listed = isNull(consultants.suspendedAt);

/** The slugs of every psychic with a public profile, oldest first (a stable sitemap order). */
export async function listedProfileSlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: consultants.slug })
    .from(consultants)
    .where(listed)
    .orderBy(asc(consultants.id));
  return rows.map((row) => row.slug);
}

/** The name and portrait on a public profile, or null when no listed psychic has that slug. */
export async function listedProfile(
  db: Database,
  slug: string,
): Promise<{ name: string; photoPath: string } | null> {
  const [row] = await db
    .select({ name: consultants.displayName, photoPath: consultants.photoPath })
    .from(consultants)
    .where(and(eq(consultants.slug, slug), listed));
  return row ?? null;
}
