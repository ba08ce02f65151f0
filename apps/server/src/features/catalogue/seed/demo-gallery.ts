import type { GalleryTheme } from '@lumus/contract/catalogue/media-paths';

/** Captions (en, de) of generated gallery images, by the picture's theme. */
export const GALLERY_CAPTIONS: Readonly<Record<GalleryTheme, readonly [string, string]>> = {
  'night-sky': ['The evening sky I meditate under', 'Der Abendhimmel, unter dem ich meditiere'],
  tarot: ['My reading table before a session', 'Mein Legetisch vor einer Sitzung'],
  zodiac: ['A chart wheel from my notebook', 'Ein Horoskoprad aus meinem Notizbuch'],
  moon: ['Full moon over the courtyard', 'Vollmond über dem Innenhof'],
};
