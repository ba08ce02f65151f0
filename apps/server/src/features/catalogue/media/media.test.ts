import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { avatarSvg, initialsOfSlug } from './avatar-svg';
import { gallerySvg } from './gallery-svg';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('generated media', () => {
  it('serves an avatar as a cacheable, script-free SVG with the initials', async () => {
    const response = await t.app.inject({ url: '/api/media/avatar/neil-dsouza.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('>ND</text>');
    expect(response.body).not.toMatch(/<script|on\w+=|href=|<foreignObject/i);
  });

  it('draws the same picture for the same name and different ones for different names', () => {
    expect(avatarSvg('meera-iyer')).toBe(avatarSvg('meera-iyer'));
    expect(avatarSvg('meera-iyer')).not.toBe(avatarSvg('kavya-nair'));
    expect(gallerySvg('tarot', 7)).toBe(gallerySvg('tarot', 7));
    expect(gallerySvg('tarot', 7)).not.toBe(gallerySvg('tarot', 8));
    expect(initialsOfSlug('om-prakash-mishra')).toBe('OM');
    expect(initialsOfSlug('meera')).toBe('M');
  });

  it('serves every gallery theme', async () => {
    for (const theme of ['night-sky', 'tarot', 'zodiac', 'moon']) {
      const response = await t.app.inject({ url: `/api/media/gallery/${theme}-42.svg` });
      expect(response.statusCode, theme).toBe(200);
      expect(response.body).toContain('viewBox="0 0 800 600"');
      expect(response.body).not.toMatch(/<script|on\w+=|href=/i);
    }
  });

  it('404s names that are not ours', async () => {
    for (const url of [
      '/api/media/avatar/Bad_Name.svg',
      '/api/media/avatar/%3Cscript%3E.svg',
      '/api/media/avatar/meera.png',
      '/api/media/gallery/unicorn-1.svg',
      '/api/media/gallery/tarot-0.svg',
      '/api/media/gallery/tarot-1234567.svg',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ status: string }>().status).toBe('fail');
    }
  });
});
