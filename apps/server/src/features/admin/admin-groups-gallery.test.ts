import { ADMIN_PATHS } from '@lumus/contract/admin/admin-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { injectAs, type TestUser } from '../../test/call-client';
import { uploadedFiles } from '../uploads/uploads-tables';
import { REASON_GROUP_SLUG_TAKEN } from './admin-groups';
import { adminUser, call, consultantForm } from './admin-test-helpers';
import { consultantGalleryCall } from '@lumus/contract/catalogue/consultant-gallery';
import { consultantListCall } from '@lumus/contract/catalogue/consultant-list';
import { consultantProfileCall } from '@lumus/contract/catalogue/consultant-profile';
import {
  adminAuditListCall,
  adminConsultantCreateCall,
  adminGalleryListCall,
  adminGroupGetCall,
  adminGroupsListCall,
} from '@lumus/contract/admin/admin-calls';

type AuditItem = {
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
};
type Group = { id: number; slug: string; memberCount: number; members: { id: number }[] };
type Gallery = { consultantId: number; images: { id: number; imageUrl: string }[] };

const UPLOAD_ID = 'a'.repeat(32);
const UPLOAD_URL = `/api/media/uploads/${UPLOAD_ID}.png`;

describe(`admin groups and galleries (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  let test: TestApp;
  let admin: TestUser;
  const psychics: number[] = [];
  beforeAll(async () => {
    test = await createTestApp();
    admin = await adminUser(test.app, test.database.db, '9844400001');
    for (const displayName of ['Ada Moon', 'Bela Star', 'Cara Sun']) {
      const created = await call(test.app, admin, adminConsultantCreateCall, {
        ...consultantForm({ displayName }),
      });
      expect(created.statusCode, created.body).toBe(200);
      psychics.push(created.json<{ data: { id: number } }>().data.id);
    }
    await test.database.db.insert(uploadedFiles).values({
      id: UPLOAD_ID,
      extension: 'png',
      contentType: 'image/png',
      sizeBytes: 8,
      content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      uploadedBy: admin.userId,
    });
  });
  afterAll(async () => {
    await test.close();
  });

  function post(key: keyof typeof ADMIN_PATHS, body: Record<string, unknown>) {
    return injectAs(test.app, admin, 'POST', ADMIN_PATHS[key], body);
  }

  async function audit(targetType: string): Promise<AuditItem[]> {
    const response = await call(test.app, admin, adminAuditListCall, { targetType });
    return response.json<{ data: { items: AuditItem[] } }>().data.items;
  }

  async function groupMembers(query: string) {
    const response = await test.app.inject({ url: `${consultantListCall.path}?${query}` });
    return {
      status: response.statusCode,
      ids:
        response.statusCode === 200
          ? response.json<{ data: { items: { id: number }[] } }>().data.items.map((i) => i.id)
          : [],
    };
  }

  async function publicGallery(consultantId: number): Promise<string[]> {
    const response = await test.app.inject({
      url: `${consultantGalleryCall.path}?consultantId=${consultantId}`,
    });
    return response.json<{ data: Gallery }>().data.images.map((i) => i.imageUrl);
  }

  it('creates, fills, edits and deletes a group; the public group list and profile follow at once', async () => {
    const [ada = 0, bela = 0, cara = 0] = psychics;
    const created = await post('groupSave', {
      slug: 'love-tarot',
      titleEn: 'Love & tarot',
      titleDe: 'Liebe & Tarot',
      sortOrder: 3,
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json<{ data: Group }>().data;
    expect(group).toMatchObject({ slug: 'love-tarot', memberCount: 0, members: [] });
    // Cached empty before the members change, then shown at once.
    expect(await groupMembers(`groupId=${group.id}`)).toEqual({ status: 200, ids: [] });

    const filled = await post('groupMembersSet', { id: group.id, consultantIds: [bela, ada] });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json<{ data: Group }>().data.memberCount).toBe(2);
    expect((await groupMembers(`groupId=${group.id}`)).ids.sort()).toEqual([ada, bela].sort());
    const profile = await test.app.inject({ url: `${consultantProfileCall.path}?slug=ada-moon` });
    expect(profile.json()).toMatchObject({
      data: { groups: [{ id: group.id, slug: 'love-tarot' }] },
    });

    const list = await call(test.app, admin, adminGroupsListCall);
    expect(list.json<{ data: { items: Group[] } }>().data.items).toEqual([
      expect.objectContaining({ id: group.id, memberCount: 2 }),
    ]);

    const edited = await post('groupSave', {
      id: group.id,
      slug: 'love-and-tarot',
      titleEn: 'Love and tarot',
      titleDe: 'Liebe und Tarot',
      sortOrder: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await groupMembers('group=love-and-tarot')).ids.sort()).toEqual([ada, bela].sort());
    expect((await groupMembers('group=love-tarot')).status).toBe(404);

    await post('groupMembersSet', { id: group.id, consultantIds: [cara] });
    expect((await groupMembers(`groupId=${group.id}`)).ids).toEqual([cara]);

    const deleted = await post('groupDelete', { id: group.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await groupMembers(`groupId=${group.id}`)).status).toBe(404);
    // The psychics stay.
    expect((await groupMembers('pageSize=50')).ids.sort()).toEqual([...psychics].sort());

    const rows = await audit('consultant_group');
    expect(rows.map((row) => row.action)).toEqual([
      'group.delete',
      'group.members',
      'group.update',
      'group.members',
      'group.create',
    ]);
    expect(rows[0]).toMatchObject({
      targetId: String(group.id),
      after: null,
      before: { members: [{ id: cara }] },
    });
    expect(rows[2]).toMatchObject({
      before: { slug: 'love-tarot' },
      after: { slug: 'love-and-tarot' },
    });
  });

  it('refuses bad group input with a reason and changes nothing', async () => {
    const [ada = 0] = psychics;
    const first = await post('groupSave', {
      slug: 'fixed',
      titleEn: 'Fixed',
      titleDe: 'Fest',
      sortOrder: 0,
    });
    const group = first.json<{ data: Group }>().data;
    await post('groupMembersSet', { id: group.id, consultantIds: [ada] });
    const auditBefore = (await audit('consultant_group')).length;

    const taken = await post('groupSave', {
      slug: 'fixed',
      titleEn: 'Other',
      titleDe: 'Andere',
      sortOrder: 0,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: 'fail', reason: REASON_GROUP_SLUG_TAKEN });

    const cases: [keyof typeof ADMIN_PATHS, Record<string, unknown>, number][] = [
      [
        'groupSave',
        { id: 999_999, slug: 'nope', titleEn: 'Nope', titleDe: 'Nein', sortOrder: 0 },
        404,
      ],
      [
        'groupSave',
        { slug: 'x'.repeat(5000), titleEn: 'Long', titleDe: 'Lang', sortOrder: 0 },
        400,
      ],
      [
        'groupSave',
        { slug: 'ok-slug', titleEn: 'T'.repeat(81), titleDe: 'Lang', sortOrder: 0 },
        400,
      ],
      [
        'groupSave',
        { slug: 'ok-slug', titleEn: 'Title', titleDe: 'Titel', sortOrder: 'first' },
        400,
      ],
      ['groupMembersSet', { id: group.id, consultantIds: [ada, 999_999] }, 400],
      ['groupMembersSet', { id: group.id, consultantIds: [ada, ada] }, 400],
      ['groupMembersSet', { id: group.id, consultantIds: 'all' }, 400],
      ['groupMembersSet', { id: 999_999, consultantIds: [ada] }, 404],
      ['groupDelete', { id: 999_999 }, 404],
    ];
    for (const [key, body, status] of cases) {
      const response = await post(key, body);
      expect(response.statusCode, `${key} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(response.json<{ reason: string }>().reason.length).toBeGreaterThan(5);
    }
    const unknownPsychic = await post('groupMembersSet', {
      id: group.id,
      consultantIds: [999_999],
    });
    expect(unknownPsychic.json()).toEqual({
      status: 'fail',
      reason: 'consultantIds: no psychic with id 999999.',
    });

    expect((await groupMembers(`groupId=${group.id}`)).ids).toEqual([ada]);
    expect((await groupMembers('group=ok-slug')).status).toBe(404);
    expect(await audit('consultant_group')).toHaveLength(auditBefore);
    const read = await call(test.app, admin, adminGroupGetCall, { id: 999_999 });
    expect(read.statusCode).toBe(404);
  });

  it("adds, reorders and removes a psychic's gallery images; the public gallery follows", async () => {
    const [ada = 0, bela = 0] = psychics;
    const image = {
      imageUrl: UPLOAD_URL,
      captionEn: 'Altar',
      captionDe: 'Altar',
      width: 800,
      height: 600,
    };
    const added = await post('galleryAdd', { consultantId: ada, ...image });
    expect(added.statusCode, added.body).toBe(200);
    const second = await post('galleryAdd', {
      consultantId: ada,
      ...image,
      imageUrl: '/api/media/gallery/demo-1.svg',
    });
    const ids = second.json<{ data: Gallery }>().data.images.map((i) => i.id);
    expect(ids).toHaveLength(2);
    expect(await publicGallery(ada)).toEqual([UPLOAD_URL, '/api/media/gallery/demo-1.svg']);

    const reordered = await post('galleryReorder', {
      consultantId: ada,
      imageIds: [...ids].reverse(),
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await publicGallery(ada)).toEqual(['/api/media/gallery/demo-1.svg', UPLOAD_URL]);

    const removed = await post('galleryRemove', { id: ids[0] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await publicGallery(ada)).toEqual(['/api/media/gallery/demo-1.svg']);

    const listed = await call(test.app, admin, adminGalleryListCall, {
      consultantId: ada,
    });
    expect(listed.json<{ data: Gallery }>().data.images).toHaveLength(1);
    expect(await publicGallery(bela)).toEqual([]);

    const rows = (await audit('consultant')).filter((row) => row.action.startsWith('gallery.'));
    expect(rows.map((row) => row.action)).toEqual([
      'gallery.remove',
      'gallery.reorder',
      'gallery.add',
      'gallery.add',
    ]);
    expect(rows[0]).toMatchObject({ targetId: String(ada) });
    expect((rows[0]?.before as Gallery).images).toHaveLength(2);
    expect((rows[0]?.after as Gallery).images).toHaveLength(1);
  });

  it('refuses bad gallery input with a reason and changes nothing', async () => {
    const [ada = 0, bela = 0] = psychics;
    const before = await publicGallery(ada);
    const [own = 0] = (await call(test.app, admin, adminGalleryListCall, { consultantId: ada }))
      .json<{ data: Gallery }>()
      .data.images.map((i) => i.id);
    const good = {
      consultantId: ada,
      imageUrl: UPLOAD_URL,
      captionEn: 'Altar',
      captionDe: 'Altar',
      width: 10,
      height: 10,
    };
    const cases: [keyof typeof ADMIN_PATHS, Record<string, unknown>, number][] = [
      ['galleryAdd', { ...good, consultantId: 999_999 }, 404],
      ['galleryAdd', { ...good, imageUrl: 'https://evil.example/x.png' }, 400],
      ['galleryAdd', { ...good, imageUrl: `/api/media/uploads/${'b'.repeat(32)}.png` }, 400],
      ['galleryAdd', { ...good, captionEn: 'c'.repeat(5000) }, 400],
      ['galleryAdd', { ...good, width: 0 }, 400],
      ['galleryAdd', { ...good, captionDe: '  ' }, 400],
      ['galleryAdd', { ...good, height: 'tall' }, 400],
      ['galleryRemove', { id: 999_999 }, 404],
      ['galleryReorder', { consultantId: ada, imageIds: [own, own] }, 400],
      // Another psychic's order of this psychic's images, and an id of another table.
      ['galleryReorder', { consultantId: bela, imageIds: [own] }, 400],
      ['galleryReorder', { consultantId: ada, imageIds: [psychics[2] ?? 0] }, 400],
      ['galleryList', { consultantId: 999_999 }, 404],
    ];
    for (const [key, body, status] of cases) {
      const response =
        key === 'galleryList'
          ? await injectAs(test.app, admin, 'GET', ADMIN_PATHS[key], body)
          : await post(key, body);
      expect(response.statusCode, `${key} ${JSON.stringify(body).slice(0, 80)}`).toBe(status);
      expect(response.json<{ reason: string }>().reason.length).toBeGreaterThan(5);
    }
    expect(await publicGallery(ada)).toEqual(before);
    expect(await publicGallery(bela)).toEqual([]);
  });
});
