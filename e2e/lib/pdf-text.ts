import { inflateSync } from 'node:zlib';

/*
 * The text a PDF made by pdfkit shows, line by line, read from the glyphs it draws: the built-in
 * fonts' WinAnsi codes, and embedded fonts' glyph ids through their ToUnicode maps. A marked-content
 * span (`/Span BMC ... EMC`, the server's lib/pdf/pdf-text.ts) is one piece of text even when it switches fonts;
 * pieces on one baseline are joined with a space, lines go from the top of the page down.
 * A copy of apps/server/src/test/pdf-text.ts (the e2e workspace imports nothing from the server).
 */

type PdfObject = Readonly<{ dict: string; stream: Buffer | undefined }>;

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const streamAt = text.slice(start, text.indexOf('endobj', start)).search(/\bstream\r?\n/);
    if (streamAt < 0) {
      const end = text.indexOf('endobj', start);
      objects.set(Number(match[1]), { dict: text.slice(start, end), stream: undefined });
      header.lastIndex = end;
      continue;
    }
    const dict = text.slice(start, start + streamAt);
    const dataStart = text.indexOf('\n', start + streamAt) + 1;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(dataStart, dataStart + length);
    objects.set(Number(match[1]), {
      dict,
      stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw,
    });
    header.lastIndex = dataStart + length;
  }
  return objects;
}

/** WinAnsi's codes 0x80-0x9F; the rest of the built-in fonts' codes are Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsi(hex: string): string {
  let out = '';
  for (let i = 0; i < hex.length; i += 2) {
    const code = parseInt(hex.slice(i, i + 2), 16);
    out +=
      code >= 0x80 && code <= 0x9f ? (WIN_ANSI_HIGH[code - 0x80] ?? '') : String.fromCharCode(code);
  }
  return out;
}

function utf16(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

/** A ToUnicode map's glyph codes (4 hex digits) to their text. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const code = (n: number) => n.toString(16).padStart(4, '0');
  for (const [, from, to, targets] of cmap.matchAll(/<(\w+)>\s*<(\w+)>\s*\[([^\]]*)\]/g)) {
    const first = parseInt(from ?? '0', 16);
    [...(targets ?? '').matchAll(/<([\w ]+)>/g)].forEach(([, target], index) => {
      if (first + index <= parseInt(to ?? '0', 16)) {
        map.set(code(first + index), utf16((target ?? '').replaceAll(' ', '')));
      }
    });
  }
  return map;
}

type Decoder = (hex: string) => string;

function decoders(objects: Map<number, PdfObject>): Map<string, Decoder> {
  const fonts = new Map<string, Decoder>();
  for (const { dict } of objects.values()) {
    const resources = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1];
    if (resources === undefined) continue;
    for (const [, name, ref] of resources.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref))?.dict ?? '';
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      const cmap = cmapRef === undefined ? undefined : objects.get(Number(cmapRef))?.stream;
      if (cmap === undefined) {
        fonts.set(name ?? '', winAnsi);
        continue;
      }
      const map = toUnicodeMap(cmap.toString('latin1'));
      fonts.set(name ?? '', (hex) =>
        Array.from(
          { length: hex.length / 4 },
          (_, i) => map.get(hex.slice(i * 4, i * 4 + 4)) ?? '',
        ).join(''),
      );
    }
  }
  return fonts;
}

type Piece = { x: number; y: number; text: string };

const OPERATORS =
  /\/(\w+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) ([\d.-]+) Tm|\[([^\]]*)\] TJ|\/Span BMC|\bEMC\b/g;

/** Every line of text of every page, top to bottom. */
export function pdfLines(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = decoders(objects);
  const pages: string[][] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const contents = /\/Contents (\d+) 0 R/.exec(dict)?.[1];
    const content = objects.get(Number(contents))?.stream?.toString('latin1') ?? '';
    const pieces: Piece[] = [];
    let decode: Decoder = winAnsi;
    let at = { x: 0, y: 0 };
    let span: Piece | undefined;
    for (const [operator, font, x, y, shown] of content.matchAll(OPERATORS)) {
      if (font !== undefined) decode = fonts.get(font) ?? winAnsi;
      else if (x !== undefined) at = { x: Number(x), y: Number(y) };
      else if (shown !== undefined) {
        const text = [...shown.matchAll(/<([0-9a-f]*)>/g)]
          .map(([, hex]) => decode(hex ?? ''))
          .join('');
        if (span === undefined) pieces.push({ ...at, text });
        else {
          if (span.text === '') Object.assign(span, at);
          span.text += text;
        }
      } else if (operator === '/Span BMC') span = { x: 0, y: 0, text: '' };
      else if (span !== undefined) {
        pieces.push(span);
        span = undefined;
      }
    }
    const lines = new Map<string, Piece[]>();
    for (const piece of pieces) {
      const key = piece.y.toFixed(1);
      lines.set(key, [...(lines.get(key) ?? []), piece]);
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => Number(b) - Number(a))
        .map(([, line]) =>
          line
            .sort((a, b) => a.x - b.x)
            .map((piece) => piece.text)
            .join(' '),
        ),
    );
  }
  return pages.flat();
}
