import {
  GALLERY_THEMES,
  MEDIA_BASE_PATH,
  type GalleryTheme,
} from '@lumus/contract/catalogue/media-paths';
import type { Failure } from '@lumus/contract/envelope';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { avatarSvg } from './avatar-svg';
import { gallerySvg } from './gallery-svg';

const AVATAR_FILE = /^([a-z0-9]+(?:-[a-z0-9]+){0,7})\.svg$/;
const GALLERY_FILE = new RegExp(`^(${GALLERY_THEMES.join('|')})-([1-9]\\d{0,5})\\.svg$`);
// The picture for a name never changes, so browsers may keep it for a year.
const LONG_CACHE = 'public, max-age=31536000, immutable';
// Opened directly, an SVG is a document: no scripts, no outside resources, inline styles only.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function isGalleryTheme(value: string): value is GalleryTheme {
  return (GALLERY_THEMES as readonly string[]).includes(value);
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', LONG_CACHE)
    .header('content-security-policy', SVG_CSP)
    .send(svg);
}

function notFound(reply: FastifyReply, what: string) {
  const body: Failure = { status: 'fail', reason: `No such ${what}.` };
  return reply.code(404).send(body);
}

/** Generated avatars and gallery pictures (`/api/media/avatar/<slug>.svg`, `/gallery/<t>-<n>.svg`). */
export function registerMediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(
    `${MEDIA_BASE_PATH}/avatar/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = AVATAR_FILE.exec(request.params.file);
      if (match?.[1] === undefined) return notFound(reply, 'avatar');
      return sendSvg(reply, avatarSvg(match[1]));
    },
  );
  app.get<{ Params: { file: string } }>(
    `${MEDIA_BASE_PATH}/gallery/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = GALLERY_FILE.exec(request.params.file);
      const theme = match?.[1];
      if (theme === undefined || !isGalleryTheme(theme)) return notFound(reply, 'gallery image');
      return sendSvg(reply, gallerySvg(theme, Number(match?.[2])));
    },
  );
}
