/** Generated images are served by our own server (no external image hosts, DESIGN.md). */
export const MEDIA_BASE_PATH = '/api/media';

/** Pictures the gallery generator can draw. */
export const GALLERY_THEMES = ['night-sky', 'tarot', 'zodiac', 'moon'] as const;
export type GalleryTheme = (typeof GALLERY_THEMES)[number];

export function avatarPath(slug: string): string {
  return `${MEDIA_BASE_PATH}/avatar/${slug}.svg`;
}

/** `seed` varies the composition; the same theme and seed always give the same picture. */
export function galleryImagePath(theme: GalleryTheme, seed: number): string {
  return `${MEDIA_BASE_PATH}/gallery/${theme}-${seed}.svg`;
}
