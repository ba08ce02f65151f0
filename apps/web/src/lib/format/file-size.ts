import type { Language } from '@lumus/contract/constants';

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it ("4.2 MB", German "4,2 MB"), in the server's 1024-based units. */
export function formatFileSize(bytes: number, language: Language): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes >= MB) return `${number.format(bytes / MB)} MB`;
  if (bytes >= KB) return `${number.format(bytes / KB)} KB`;
  return `${number.format(bytes)} B`;
}
