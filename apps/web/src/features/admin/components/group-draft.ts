import type { AdminGroupDetail, AdminGroupSaveInput } from '@lumus/contract/admin/admin-groups';
import { SLUG_PATTERN } from '@lumus/contract/catalogue/consultant-profile';

export type GroupMemberDraft = Readonly<{ id: number; displayName: string; photoUrl: string }>;

/** A psychic the member search found, who can be added to the group. */
export type GroupCandidate = GroupMemberDraft & Readonly<{ suspended: boolean }>;

/** A draft that passed the checks: the group's fields and its psychics, in the order picked. */
export type CheckedGroup = { payload: Omit<AdminGroupSaveInput, 'id'>; memberIds: number[] };

export type GroupDraft = {
  titleEn: string;
  titleDe: string;
  slug: string;
  /** False until the slug is typed by hand; until then it follows the English title. */
  slugEdited: boolean;
  sortOrder: string;
  members: GroupMemberDraft[];
};

export type GroupErrors = Partial<Record<'titleEn' | 'titleDe' | 'slug' | 'sortOrder', string>>;

type GroupErrorKey =
  'admin.groups.errors.title' | 'admin.groups.errors.slug' | 'admin.groups.errors.sort_order';

/** `Love & tarot` → `love-tarot`: the part of the group page's URL the catalogue finds it by. */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export function groupDraftOf(group: AdminGroupDetail | null): GroupDraft {
  return {
    titleEn: group?.titleEn ?? '',
    titleDe: group?.titleDe ?? '',
    slug: group?.slug ?? '',
    slugEdited: group !== null,
    sortOrder: String(group?.sortOrder ?? 0),
    members: (group?.members ?? []).map(({ id, displayName, photoUrl }) => ({
      id,
      displayName,
      photoUrl,
    })),
  };
}

/** The English title, with the slug following it while nobody has typed one. */
export function withTitleEn(draft: GroupDraft, titleEn: string): GroupDraft {
  return draft.slugEdited ? { ...draft, titleEn } : { ...draft, titleEn, slug: slugOf(titleEn) };
}

export function withMember(draft: GroupDraft, member: GroupMemberDraft): GroupDraft {
  if (draft.members.some((entry) => entry.id === member.id)) return draft;
  return { ...draft, members: [...draft.members, member] };
}

export function withoutMember(draft: GroupDraft, id: number): GroupDraft {
  return { ...draft, members: draft.members.filter((entry) => entry.id !== id) };
}

/** Checks the draft as the server will; returns the group fields and member ids, or the errors. */
export function validateGroup(
  draft: GroupDraft,
  t: (key: GroupErrorKey) => string,
): ({ ok: true } & CheckedGroup) | { ok: false; errors: GroupErrors } {
  const errors: GroupErrors = {};
  const titleEn = draft.titleEn.trim();
  const titleDe = draft.titleDe.trim();
  const slug = draft.slug.trim();
  if (titleEn.length < 2 || titleEn.length > 80) errors.titleEn = t('admin.groups.errors.title');
  if (titleDe.length < 2 || titleDe.length > 80) errors.titleDe = t('admin.groups.errors.title');
  if (slug.length < 2 || slug.length > 80 || !SLUG_PATTERN.test(slug)) {
    errors.slug = t('admin.groups.errors.slug');
  }
  const sortOrder = Number(draft.sortOrder.trim());
  if (!/^\d{1,5}$/.test(draft.sortOrder.trim()) || sortOrder > 10_000) {
    errors.sortOrder = t('admin.groups.errors.sort_order');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: { titleEn, titleDe, slug, sortOrder },
    memberIds: draft.members.map((member) => member.id),
  };
}
