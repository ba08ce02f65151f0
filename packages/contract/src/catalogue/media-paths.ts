/** Generated images are served by our own server (no external image hosts, DESIGN.md). */
export const MEDIA_BASE_PATH = '/api/media';

export function avatarPath(slug: string): string {
  return `${MEDIA_BASE_PATH}/avatar/${slug}.svg`;
}

export function galleryImagePath(id: number): string {
  return `${MEDIA_BASE_PATH}/gallery/${id}.svg`;
}
