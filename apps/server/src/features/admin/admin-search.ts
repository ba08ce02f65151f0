/** `%text%` for LIKE, with the wildcards a user typed matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
