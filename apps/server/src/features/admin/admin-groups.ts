import type {
  AdminGroup,
  AdminGroupDetail,
  adminGroupSaveInputSchema,
} from '@lumus/contract/admin/admin-groups';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../lib/db/database';
import { CallFailure } from '../../lib/http/call-failure';
import {
  consultantGroupMembers,
  consultantGroups,
  consultants,
} from '../catalogue/catalogue-tables';

export type GroupFields = Omit<z.output<typeof adminGroupSaveInputSchema>, 'id'>;

export const REASON_GROUP_SLUG_TAKEN = 'slug: another group already uses this slug.';

const groupColumns = {
  id: consultantGroups.id,
  slug: consultantGroups.slug,
  titleEn: consultantGroups.titleEn,
  titleDe: consultantGroups.titleDe,
  sortOrder: consultantGroups.sortOrder,
  memberCount: count(consultantGroupMembers.consultantId),
};

/** Every group in the order the catalogue shows them, with how many psychics each holds. */
export async function listAdminGroups(db: Database): Promise<AdminGroup[]> {
  return db
    .select(groupColumns)
    .from(consultantGroups)
    .leftJoin(consultantGroupMembers, eq(consultantGroupMembers.groupId, consultantGroups.id))
    .groupBy(consultantGroups.id)
    .orderBy(asc(consultantGroups.sortOrder), asc(consultantGroups.id));
}

export async function findAdminGroup(db: Database, id: number): Promise<AdminGroupDetail> {
  const [group] = await db
    .select(groupColumns)
    .from(consultantGroups)
    .leftJoin(consultantGroupMembers, eq(consultantGroupMembers.groupId, consultantGroups.id))
    .where(eq(consultantGroups.id, id))
    .groupBy(consultantGroups.id);
  if (group === undefined) throw new CallFailure(404, `No group with id ${id}.`);
  const members = await db
    .select({
      id: consultants.id,
      displayName: consultants.displayName,
      photoUrl: consultants.photoPath,
      suspendedAt: consultants.suspendedAt,
    })
    .from(consultantGroupMembers)
    .innerJoin(consultants, eq(consultants.id, consultantGroupMembers.consultantId))
    .where(eq(consultantGroupMembers.groupId, id))
    .orderBy(asc(consultants.displayName), asc(consultants.id));
  return {
    ...group,
    members: members.map(({ suspendedAt, ...member }) => ({
      ...member,
      suspended: suspendedAt !== null,
    })),
  };
}

async function assertSlugFree(tx: Database, slug: string, exceptId: number | null) {
  const [taken] = await tx
    .select({ id: consultantGroups.id })
    .from(consultantGroups)
    .where(
      exceptId === null
        ? eq(consultantGroups.slug, slug)
        : and(eq(consultantGroups.slug, slug), ne(consultantGroups.id, exceptId)),
    );
  if (taken !== undefined) throw new CallFailure(409, REASON_GROUP_SLUG_TAKEN);
}

/** Stores a new group; returns its id. */
export async function createGroup(tx: Database, fields: GroupFields): Promise<number> {
  await assertSlugFree(tx, fields.slug, null);
  const [row] = await tx
    .insert(consultantGroups)
    .values(fields)
    .returning({ id: consultantGroups.id });
  if (row === undefined) throw new Error('The new group was not stored.');
  return row.id;
}

export async function updateGroup(tx: Database, id: number, fields: GroupFields): Promise<void> {
  await assertSlugFree(tx, fields.slug, id);
  await tx.update(consultantGroups).set(fields).where(eq(consultantGroups.id, id));
}

/** Members go with the group (the foreign key cascades). */
export async function deleteGroup(tx: Database, id: number): Promise<void> {
  await tx.delete(consultantGroups).where(eq(consultantGroups.id, id));
}

/**
 * Replaces the group's members with exactly `consultantIds`. Every id must be a psychic: an
 * unknown id is refused by name rather than silently dropped.
 */
export async function setGroupMembers(
  tx: Database,
  groupId: number,
  consultantIds: readonly number[],
): Promise<void> {
  if (consultantIds.length > 0) {
    const found = await tx
      .select({ id: consultants.id })
      .from(consultants)
      .where(inArray(consultants.id, [...consultantIds]));
    const known = new Set(found.map((row) => row.id));
    const unknown = consultantIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new CallFailure(400, `consultantIds: no psychic with id ${unknown.join(', ')}.`);
    }
  }
  await tx.delete(consultantGroupMembers).where(eq(consultantGroupMembers.groupId, groupId));
  if (consultantIds.length > 0) {
    await tx
      .insert(consultantGroupMembers)
      .values(consultantIds.map((consultantId) => ({ groupId, consultantId })));
  }
}
