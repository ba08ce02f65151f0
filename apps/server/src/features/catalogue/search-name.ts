/**
 * The form of a name that search compares: accents removed, lower case, apostrophes dropped and
 * whitespace collapsed, so "zoe", "ZOË" and "Zoë" match and "dsouza" finds "D'Souza". The same
 * function normalises stored names and search terms.
 */
export function searchName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
