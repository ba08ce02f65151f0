import type { Call } from '@lumus/contract/call';
import { deleteAccountCall } from '@lumus/contract/legal/my-data';
import {
  SUPPORT_IMAGE_PATH,
  type SupportMessage,
  type SupportMessageEvent,
} from '@lumus/contract/support/support';
import {
  adminSupportGetCall,
  adminSupportNoteCall,
  adminSupportReplyCall,
} from '@lumus/contract/support/support-admin-calls';
import {
  supportCreateCall,
  supportGetCall,
  supportListCall,
  supportSendCall,
} from '@lumus/contract/support/support-calls';
import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callData, signedInUser, type TestUser } from '../../test/call-client';
import { TEST_DATABASE_URL } from '../../test/test-database';
import { adminUser } from '../admin/admin-test-helpers';
import { grantAdmin } from '../admin/grant-admin';
import { chatSocket } from '../chat/chat-socket-test-client';
import { chatServerPerSuite } from '../chat/chat-test-fixtures';
import { reasonTooLarge } from '../uploads/file-checks';
import { REASON_IMAGE_TYPE, REASON_NO_SUCH_IMAGE } from './support-images';
import { supportImages, supportMessages } from './support-tables';
import { nextSupportEvent, sendWithImage, TINY_PNG } from './support-test-helpers';

/** Small on purpose, so the limit from configuration is what the tests meet. */
const MAX_BYTES = 4096;

const PNG = TINY_PNG;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('WEBP'),
  Buffer.alloc(80, 3),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 4)]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

describe(`images in support messages (${TEST_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'})`, () => {
  const { server } = chatServerPerSuite({ SUPPORT_IMAGE_MAX_BYTES: String(MAX_BYTES) });
  let asha: TestUser;
  let mallory: TestUser;
  let admin: TestUser;
  let agent: TestUser;
  let conversationId: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const { app, database } = server;
    asha = await signedInUser(app, '9876580001');
    mallory = await signedInUser(app, '9876580002');
    admin = await adminUser(app, database.db, '9876580003');
    await grantAdmin(
      database.db,
      { countryCode: '91', mobile: '9876580004', name: 'Riya Agent' },
      'support',
    );
    agent = await signedInUser(app, '9876580004');
    const thread = await callData(app, asha, supportCreateCall, {
      reason: 'payment_not_credited',
      text: 'I paid but my wallet did not change.',
    });
    conversationId = thread.conversation.id;
    expect(thread.imageMaxBytes).toBe(MAX_BYTES);
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  /** A message as the browser sends it: multipart, the image in the field `image`. */
  function send(
    user: TestUser | null,
    target: Call,
    fields: Record<string, string>,
    image: Buffer,
    contentType = 'image/png',
  ) {
    return sendWithImage(server.app, user, target, fields, image, contentType);
  }

  async function sent(user: TestUser, fields: Record<string, string>, image: Buffer) {
    const response = await send(user, supportSendCall, fields, image);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { message: SupportMessage } }>().data.message;
  }

  function imageFor(user: TestUser | null, imageId: string) {
    return server.app.inject({
      method: 'GET',
      url: `${SUPPORT_IMAGE_PATH}?imageId=${imageId}`,
      headers: user?.headers ?? {},
    });
  }

  async function stored() {
    const { db } = server.database;
    const [images] = await db.select({ n: count() }).from(supportImages);
    const [messages] = await db.select({ n: count() }).from(supportMessages);
    return { images: images?.n, messages: messages?.n };
  }

  it('takes an image with a caption or alone, typed by its bytes, and keeps it in the history', async () => {
    const id = String(conversationId);
    // Declared a JPEG, but the bytes are a PNG: the bytes decide.
    const captioned = await send(
      asha,
      supportSendCall,
      { conversationId: id, text: ' The bank says it went through. ' },
      PNG,
      'image/jpeg',
    );
    expect(captioned.statusCode, captioned.body).toBe(200);
    const first = captioned.json<{ data: { message: SupportMessage } }>().data.message;
    expect(first).toMatchObject({
      text: 'The bank says it went through.',
      image: { contentType: 'image/png', size: PNG.byteLength },
    });
    expect(first.image?.id).toMatch(/^[a-f0-9]{32}$/);
    const jpeg = await sent(asha, { conversationId: id }, JPEG);
    expect(jpeg).toMatchObject({ text: '', image: { contentType: 'image/jpeg' } });
    const webp = await sent(asha, { conversationId: id, text: '' }, WEBP);
    expect(webp.image?.contentType).toBe('image/webp');

    // After a reload, or on another device: the same messages with their images.
    const thread = await callData(server.app, asha, supportGetCall, { conversationId });
    expect(thread.messages.map((m) => [m.text, m.image?.contentType ?? null])).toEqual([
      ['I paid but my wallet did not change.', null],
      ['The bank says it went through.', 'image/png'],
      ['', 'image/jpeg'],
      ['', 'image/webp'],
    ]);
    expect(thread.messages.map((m) => m.image?.id ?? null).slice(1)).toEqual([
      first.image?.id,
      jpeg.image?.id,
      webp.image?.id,
    ]);
    // An image sent alone is the newest message: the list has no words for it.
    const listed = await callData(server.app, asha, supportListCall, {});
    expect(listed.items.find((item) => item.id === conversationId)?.lastMessage).toBe('');

    const served = await imageFor(asha, first.image?.id ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  it('serves an image to the owner and staff only', async () => {
    const message = await sent(asha, { conversationId: String(conversationId) }, PNG);
    const imageId = message.image?.id ?? '';
    for (const staff of [admin, agent]) {
      const seen = await imageFor(staff, imageId);
      expect(seen.statusCode).toBe(200);
      expect(seen.rawPayload.equals(PNG)).toBe(true);
    }
    const stranger = await imageFor(mallory, imageId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ status: 'fail', reason: REASON_NO_SUCH_IMAGE });
    expect(stranger.headers['content-type']).toMatch(/json/);
    expect((await imageFor(null, imageId)).statusCode).toBe(401);
    expect((await imageFor(asha, 'f'.repeat(32))).statusCode).toBe(404);
    const malformed = await imageFor(asha, '../../etc/passwd');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ reason: string }>().reason).toBe(
      'imageId must be the id of a support image',
    );
  });

  it('refuses bad images and strangers with a reason, storing nothing', async () => {
    const id = String(conversationId);
    const before = await stored();
    const cases: [Buffer, string][] = [
      [HTML, REASON_IMAGE_TYPE],
      [GIF, REASON_IMAGE_TYPE],
      [Buffer.alloc(0), 'image: is empty.'],
      [Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]), reasonTooLarge('image', MAX_BYTES)],
      // Beyond the multipart parser's own 5 MB cut-off too: for these calls it keeps one byte
      // more than the configured limit, drops the rest, and the call says why in its words.
      [Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'image: must be at most 4 KB.'],
    ];
    for (const [image, reason] of cases) {
      for (const target of [supportSendCall, adminSupportReplyCall, adminSupportNoteCall]) {
        const user = target === supportSendCall ? asha : admin;
        const response = await send(user, target, { conversationId: id, text: 'x' }, image);
        expect(response.statusCode, `${target.path} ${reason}`).toBe(400);
        expect(response.json()).toEqual({ status: 'fail', reason });
      }
    }
    // Exactly at the limit is fine (checked on the last message below).
    const notAFile = await call(server.app, asha, supportSendCall, {
      conversationId: id,
      image: 'iVBORw0KGgo=',
    });
    expect(notAFile.json()).toEqual({ status: 'fail', reason: 'image must be a file' });
    const nothing = await call(server.app, asha, supportSendCall, { conversationId: id });
    expect(nothing.json()).toEqual({ status: 'fail', reason: 'text must not be empty' });
    // Another user's conversation is not there for Mallory, image or not.
    const stranger = await send(mallory, supportSendCall, { conversationId: id }, PNG);
    expect(stranger.statusCode).toBe(404);
    const signedOut = await send(null, supportSendCall, { conversationId: id }, PNG);
    expect(signedOut.statusCode).toBe(401);
    const agentNote = await send(agent, adminSupportNoteCall, { conversationId: '999999' }, PNG);
    expect(agentNote.statusCode).toBe(404);
    expect(await stored()).toEqual(before);

    const atLimit = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES - PNG.byteLength)]);
    expect((await sent(asha, { conversationId: id }, atLimit)).image?.size).toBe(MAX_BYTES);
  });

  it('delivers images live with their messages; a note’s image stays with the team', async () => {
    const id = String(conversationId);
    const ashaSocket = await chatSocket(server.url, asha);
    const staffSocket = await chatSocket(server.url, admin);
    sockets.push(ashaSocket, staffSocket);
    const seenByAsha: SupportMessageEvent[] = [];
    ashaSocket.on('support:message', (event: SupportMessageEvent) => {
      seenByAsha.push(event);
    });

    const staffHears = nextSupportEvent(staffSocket, 'user');
    const own = await sent(asha, { conversationId: id, text: 'Here is the receipt.' }, JPEG);
    expect((await staffHears).message).toEqual(own);

    const ashaHearsReply = nextSupportEvent(ashaSocket, 'staff');
    const replied = await send(
      agent,
      adminSupportReplyCall,
      { conversationId: id, text: 'This is where the credit shows.' },
      PNG,
    );
    expect(replied.statusCode, replied.body).toBe(200);
    const reply = (await ashaHearsReply).message;
    expect(reply).toMatchObject({
      author: 'staff',
      authorName: 'Riya',
      text: 'This is where the credit shows.',
      image: { contentType: 'image/png', size: PNG.byteLength },
    });
    expect((await imageFor(asha, reply.image?.id ?? '')).statusCode).toBe(200);

    const staffHearsNote = nextSupportEvent(staffSocket, 'staff');
    const noted = await send(admin, adminSupportNoteCall, { conversationId: id }, WEBP);
    expect(noted.statusCode, noted.body).toBe(200);
    const note = (await staffHearsNote).message;
    expect(note).toMatchObject({ internal: true, text: '', image: { contentType: 'image/webp' } });
    const noteImage = note.image?.id ?? '';
    expect((await imageFor(agent, noteImage)).statusCode).toBe(200);
    expect((await imageFor(asha, noteImage)).statusCode).toBe(404);

    const ashasView = await callData(server.app, asha, supportGetCall, { conversationId });
    expect(JSON.stringify(ashasView)).not.toContain(noteImage);
    expect(ashasView.messages.at(-1)?.image?.id).toBe(reply.image?.id);
    // Her own message (for her other tabs) and the reply; never the note.
    expect(seenByAsha.map((event) => event.message.id)).toEqual([own.id, reply.id]);
    const staffView = await callData(server.app, agent, adminSupportGetCall, { conversationId });
    expect(staffView.imageMaxBytes).toBe(MAX_BYTES);
    expect(staffView.messages.slice(-3).map((m) => m.image?.id)).toEqual([
      own.image?.id,
      reply.image?.id,
      noteImage,
    ]);
  });

  it('deletes the images with the account that talked', async () => {
    const { db } = server.database;
    const thread = await callData(server.app, mallory, supportCreateCall, {
      reason: 'other',
      text: 'A picture of my problem follows.',
    });
    const image = (await sent(mallory, { conversationId: String(thread.conversation.id) }, PNG))
      .image;
    const answered = await send(
      admin,
      adminSupportReplyCall,
      { conversationId: String(thread.conversation.id) },
      JPEG,
    );
    expect(answered.statusCode).toBe(200);
    const answer = answered.json<{ data: { messages: SupportMessage[] } }>().data.messages.at(-1);
    const deleted = await call(server.app, mallory, deleteAccountCall, { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Hers and the team's answer alike: the conversation is gone, its pictures with it.
    for (const gone of [image?.id, answer?.image?.id]) {
      expect(gone).toMatch(/^[a-f0-9]{32}$/);
      const rows = await db
        .select({ id: supportImages.id })
        .from(supportImages)
        .where(eq(supportImages.id, gone ?? ''));
      expect(rows).toEqual([]);
      expect((await imageFor(admin, gone ?? '')).statusCode).toBe(404);
    }
    // Asha's images are hers and stay.
    const ashas = await callData(server.app, asha, supportGetCall, { conversationId });
    const kept = ashas.messages.flatMap((m) => (m.image === null ? [] : [m.image.id]));
    expect(kept.length).toBeGreaterThan(0);
    for (const id of kept) expect((await imageFor(asha, id)).statusCode).toBe(200);
  });
});
