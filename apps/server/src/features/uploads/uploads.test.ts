import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type TestUser } from '../../test/call-client';
import { REASON_NOT_AN_IMAGE, REASON_TOO_LARGE, REASON_TYPE_MISMATCH } from './upload-routes';
import { uploadFilesCall } from '@lumus/contract/uploads/upload-files';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a tiny png'),
]);

/** The spec's form: fields `file` and `extension`. */
function multipart(file: Buffer, extension: string) {
  const boundary = '----lumus-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="extension"\r\n\r\n${extension}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('file upload (spec §7)', () => {
  let test: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    test = await createTestApp();
    user = await signedInUser(test.app, '9833300001');
  });
  afterAll(async () => {
    await test.close();
  });

  function upload(file: Buffer, extension: string, headers: Record<string, string> = user.headers) {
    const { payload, contentType } = multipart(file, extension);
    return test.app.inject({
      method: 'POST',
      url: uploadFilesCall.path,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }

  it('stores an image and serves it back under its URL', async () => {
    const response = await upload(PNG, 'png');
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/api\/media\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await test.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await test.app.inject({ url: url.replace('.png', '.gif') })).statusCode).toBe(404);
  });

  it('refuses non-images, mismatched extensions, big files and signed-out callers', async () => {
    const html = await upload(Buffer.from('<script>alert(1)</script>'), 'png');
    expect(html.json()).toEqual({ status: 'fail', reason: REASON_NOT_AN_IMAGE });
    const mismatch = await upload(PNG, 'jpg');
    expect(mismatch.json()).toEqual({ status: 'fail', reason: REASON_TYPE_MISMATCH });
    const svg = await upload(PNG, 'svg');
    expect(svg.statusCode).toBe(400);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'png');
    expect(big.json()).toEqual({ status: 'fail', reason: REASON_TOO_LARGE });
    expect((await upload(PNG, 'png', {})).statusCode).toBe(401);
  });
});
