import { z } from 'zod';
import { slugField } from '../catalogue/consultant-profile';
import { idField, intField } from '../fields';
import { textField } from '../text-fields';

/** Most psychics one group may hold; far above any curated list, it bounds a request. */
export const MAX_GROUP_MEMBERS = 500;

/**
 * A curated group (`chat-with-psychic/<slug>/<id>`) as the admin list shows it. Members carry no
 * order: the group page sorts them by the visitor's choice, like every list.
 */
export const adminGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleEn: z.string(),
  titleDe: z.string(),
  sortOrder: z.number().int(),
  memberCount: z.number().int(),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;

export const adminGroupMemberSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  photoUrl: z.string(),
  suspended: z.boolean(),
});
export type AdminGroupMember = z.infer<typeof adminGroupMemberSchema>;

export const adminGroupDetailSchema = adminGroupSchema.extend({
  members: z.array(adminGroupMemberSchema),
});
export type AdminGroupDetail = z.infer<typeof adminGroupDetailSchema>;

export const adminGroupsDataSchema = z.object({ items: z.array(adminGroupSchema) });
export const adminGroupDataSchema = adminGroupDetailSchema;

const titleField = textField(80).pipe(
  z.string().min(2, { error: 'must be at least 2 characters' }),
);

/** Without `id` a new group; with it, that group's fields replaced. */
export const adminGroupSaveInputSchema = z.object({
  id: idField.optional(),
  slug: slugField.pipe(z.string().min(2, { error: 'must be at least 2 characters' })),
  titleEn: titleField,
  titleDe: titleField,
  sortOrder: intField.pipe(
    z
      .number()
      .min(0, { error: 'must not be negative' })
      .max(10_000, { error: 'must be at most 10000' }),
  ),
});
export type AdminGroupSaveInput = z.input<typeof adminGroupSaveInputSchema>;

export const adminGroupDeleteDataSchema = z.object({ id: z.number().int() });

/** The whole member list at once: what is sent is what the group holds afterwards. */
export const adminGroupMembersInputSchema = z.object({
  id: idField,
  consultantIds: z
    .array(idField, { error: 'must be a list of psychic ids' })
    .max(MAX_GROUP_MEMBERS, { error: `must hold at most ${MAX_GROUP_MEMBERS} psychics` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a psychic' }),
});
export type AdminGroupMembersInput = z.input<typeof adminGroupMembersInputSchema>;
