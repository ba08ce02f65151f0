// Letters NFD does not decompose into base + accent.
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Text as the place search compares it: accents and case dropped (NFD, marks removed), a few
 * letters folded (ß -> ss), hyphens and dots as spaces, apostrophes removed, spaces collapsed.
 * "Sant Julià de Lòria" and "sant julia de loria" are the same key; so are "Köln" and "koln".
 */
export function searchText(text: string): string {
  // Most names are plain ASCII words; NFD and the replacements run only when needed.
  const lower = text.toLowerCase();
  if (/^[a-z0-9]+( [a-z0-9]+)*$/.test(lower)) return lower;
  const decomposed = /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD');
  return decomposed
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDS[letter] ?? letter)
    .replace(/['’`ʻ]/g, '')
    .replace(/[\s\-‐.,/()]+/g, ' ')
    .trim();
}

/** False for text with letters beyond the Latin blocks (cheap check before normalizing). */
export function mayBeLatin(text: string): boolean {
  return !/[^\u0020-\u024f\u1e00-\u1eff\u2010-\u2019]/.test(text);
}

/** Only Latin-script names are worth indexing as alternatives: people type in Latin letters. */
export function isLatinKey(key: string): boolean {
  return /^[a-z0-9 ]+$/.test(key);
}
