import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * The characters the built-in PDF fonts can show (WinAnsi: Latin-1 plus these from 0x80-0x9F):
 * all of German and €, but not ₹. Everything else is drawn with an embedded face.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

const BUILT_IN = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export type Weight = keyof typeof BUILT_IN;

/** Helvetica's ascender (its AFM metrics, both weights), in thousandths of the size. */
const HELVETICA_ASCENDER = 718;

type Face = Readonly<{
  name: string;
  files: Readonly<Record<Weight, string>>;
  /** A face that reorders and joins glyphs (Indic shaping): its glyphs alone do not spell the text. */
  shapes: boolean;
}>;

function noto(script: string): Face {
  const file = (weight: number) =>
    `@fontsource/noto-sans-${script}/files/noto-sans-${script}-${script}-${String(weight)}-normal.woff`;
  return { name: `Noto-${script}`, files: { regular: file(400), bold: file(700) }, shapes: true };
}

/**
 * The embedded faces, tried in this order for a character Helvetica lacks. Inter's Latin Extended
 * subset (OFL, the web app's own text face): ₹, the other currency signs and the Latin letters
 * beyond Latin-1. Then Noto Sans (OFL) for the scripts Indian users type their names in, one
 * subset per script as @fontsource ships them (woff: fontkit reads it, and woff2 would need brotli).
 */
const FACES: readonly Face[] = [
  {
    name: 'Fallback',
    files: {
      regular: '@fontsource/inter/files/inter-latin-ext-400-normal.woff',
      bold: '@fontsource/inter/files/inter-latin-ext-700-normal.woff',
    },
    shapes: false,
  },
  ...[
    'devanagari',
    'bengali',
    'gurmukhi',
    'gujarati',
    'tamil',
    'telugu',
    'kannada',
    'malayalam',
  ].map(noto),
];

/** A face's registered name in a document, per weight. */
function faceName(face: Face, weight: Weight): string {
  return weight === 'bold' ? `${face.name}-Bold` : face.name;
}

/**
 * Font files read on first use and kept: a PDF reads only the faces its text needs, and the
 * server's start reads none. pdfkit embeds just the glyphs a document draws (a subset per face).
 */
const fontFiles = new Map<string, Buffer>();

function fontFile(path: string): Buffer {
  let file = fontFiles.get(path);
  if (file === undefined) {
    file = readFileSync(createRequire(import.meta.url).resolve(path));
    fontFiles.set(path, file);
  }
  return file;
}

/** The faces registered in each document so far. */
const registered = new WeakMap<Doc, Set<string>>();

function useFace(doc: Doc, face: Face, weight: Weight): string {
  const name = faceName(face, weight);
  const known = registered.get(doc) ?? new Set<string>();
  registered.set(doc, known);
  if (!known.has(name)) {
    doc.registerFont(name, fontFile(face.files[weight]));
    known.add(name);
  }
  return name;
}

/**
 * Each face's characters (its cmap), read once per process from the first document that opens it:
 * the files never change, and a later document need not open a face just to learn it lacks one.
 * pdfkit's embedded font keeps its fontkit font as `font` (not in pdfkit's types; pdfkit is pinned).
 */
const coverage = new Map<string, ReadonlySet<number>>();

function characterSetOf(doc: Doc, name: string): ReadonlySet<number> {
  doc.font(name);
  const font: unknown = Reflect.get(doc, '_font');
  const fontkitFont: unknown =
    typeof font === 'object' && font !== null ? Reflect.get(font, 'font') : null;
  const characters: unknown =
    typeof fontkitFont === 'object' && fontkitFont !== null
      ? Reflect.get(fontkitFont, 'characterSet')
      : null;
  if (!Array.isArray(characters)) throw new Error(`pdfkit font ${name} has no character set`);
  return new Set(characters.filter((code): code is number => typeof code === 'number'));
}

function faceHas(doc: Doc, face: Face, weight: Weight, codePoint: number): boolean {
  const name = faceName(face, weight);
  let characters = coverage.get(name);
  if (characters === undefined) {
    characters = characterSetOf(doc, useFace(doc, face, weight));
    coverage.set(name, characters);
  }
  return characters.has(codePoint);
}

/** Zero-width joiners and combining marks (matras, virama, nukta) belong to the character before. */
function joinsPrevious(char: string): boolean {
  return /^[\p{M}\u200c\u200d]$/u.test(char);
}

type Features = NonNullable<PDFKit.Mixins.TextOptions['features']>;

type Run = {
  text: string;
  font: string;
  face: Face | undefined;
  /** Set when fontkit could only shape the run with some features off (`runWidth`). */
  features?: Features;
};

/**
 * `text` cut where its face changes: Helvetica for WinAnsi, else the first embedded face with a
 * glyph (Inter's last resort: its missing glyph). A mark or joiner stays in its base's run when
 * that face has it, so a conjunct or a vowel sign is shaped with its consonant as one cluster.
 */
function runsOf(doc: Doc, text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let face: Face | undefined;
    if (
      last?.face !== undefined &&
      joinsPrevious(char) &&
      faceHas(doc, last.face, weight, codePoint)
    ) {
      face = last.face;
    } else if (!isWinAnsi(char)) {
      face = FACES.find((candidate) => faceHas(doc, candidate, weight, codePoint)) ?? FACES[0];
    }
    const font = face === undefined ? BUILT_IN[weight] : useFace(doc, face, weight);
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font, face });
  }
  return runs;
}

export type TextStyle = Readonly<{ size: number; weight?: Weight; color?: string }>;

/**
 * fontkit 2.0.4 throws on a GPOS mark anchor left empty (the spec allows it), which Noto Sans
 * Gurmukhi, Telugu and Malayalam have: ਗੁਰਪ੍ਰੀਤ, శ్రీనివాస్, കൃഷ്ണൻ (foliojs/fontkit#367, fix
 * open as #374). Such a run is shaped again without above-base mark positioning: its conjuncts
 * still form and the mark keeps the font's default place, instead of the PDF failing.
 */
function withoutAboveBaseMarks(): Features {
  // pdfkit hands `features` to fontkit's layout as is, which also takes tag: false to turn one
  // off; pdfkit's types only list the array of tags to turn on.
  return { abvm: false } as unknown as Features;
}

/** `run`'s width at `size`, leaving its face and size current in `doc`. */
function runWidth(doc: Doc, run: Run, size: number): number {
  doc.font(run.font).fontSize(size);
  if (run.features !== undefined || run.face?.shapes !== true) {
    return doc.widthOfString(run.text, { features: run.features });
  }
  try {
    return doc.widthOfString(run.text);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    run.features = withoutAboveBaseMarks();
    return doc.widthOfString(run.text, { features: run.features });
  }
}

function widthOfRuns(doc: Doc, runs: readonly Run[], size: number): number {
  return runs.reduce((sum, run) => sum + runWidth(doc, run, size), 0);
}

/** The width of one line of `text` in `style`, across its faces. */
export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  return widthOfRuns(doc, runsOf(doc, text, style.weight ?? 'regular'), style.size);
}

/**
 * One line of text at (x, y), each character in a face that has it (Helvetica for WinAnsi, the
 * embedded faces for the rest); `align: 'right'` ends it at x + width. pdfkit's own `text` uses
 * one face per call, so a line with ₹ or a Devanagari name in it would print missing glyphs.
 */
export function drawText(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle & Readonly<{ align?: 'left' | 'right'; width?: number }>,
): void {
  const runs = runsOf(doc, text, style.weight ?? 'regular');
  let left =
    style.align === 'right' && style.width !== undefined
      ? x + style.width - widthOfRuns(doc, runs, style.size)
      : x;
  doc.fillColor(style.color ?? '#000000');
  // pdfkit places a run's top at y, which depends on each face's ascender: every run goes on the
  // built-in face's baseline instead, so ₹ sits on the line of the digits after it.
  const baseline = y + (HELVETICA_ASCENDER / 1000) * style.size;
  // One marked-content span per line: a reader (or a test) knows the runs form one piece of text.
  // A shaped script's glyphs come in visual order (ि before its consonant, a reph after it), so
  // such a line also carries its text as ActualText, which readers copy and search instead.
  const shaped = runs.some((run) => run.face?.shapes === true);
  // pdfkit's `text(text, x, y)` moves the document's cursor there: kept where it was instead.
  const cursor = { x: doc.x, y: doc.y };
  doc.markContent('Span', shaped ? { actual: text } : undefined);
  for (const run of runs) {
    // Measured first: it also finds the runs fontkit can only shape without some features.
    const width = runWidth(doc, run, style.size);
    doc.text(run.text, left, baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
      features: run.features,
    });
    left += width;
  }
  doc.endMarkedContent();
  // Callers that go on with pdfkit's own `text` expect the built-in face, not a script's subset.
  doc.font(BUILT_IN[style.weight ?? 'regular']);
  doc.x = cursor.x;
  doc.y = cursor.y;
}

/** `text` broken at spaces into lines no wider than `width` (a longer word gets a line of its own). */
function wrap(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const longer = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(doc, longer, style) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  lines.push(line);
  return lines;
}

/** The height pdfkit's own `text` gives a line in Helvetica at this size. */
function lineHeight(doc: Doc, style: TextStyle): number {
  return doc
    .font(BUILT_IN[style.weight ?? 'regular'])
    .fontSize(style.size)
    .currentLineHeight(true);
}

/**
 * `text` in a box `width` wide from (x, y), wrapped at spaces, each line through `drawText`; what
 * pdfkit's `text(text, x, y, { width })` does for one face. Returns the height it took.
 */
export function drawWrapped(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle & Readonly<{ width: number; align?: 'left' | 'right' }>,
): number {
  if (text === '') return 0;
  const height = lineHeight(doc, style);
  const lines = wrap(doc, text, style.width, style);
  lines.forEach((line, index) => {
    drawText(doc, line, x, y + index * height, style);
  });
  return lines.length * height;
}

/**
 * `text` at the document's cursor, wrapped to the margins, the cursor moved below it: pdfkit's
 * flowing `text(text)` for text that may hold characters Helvetica lacks, such as a user's name.
 */
export function writeText(doc: Doc, text: string, style: TextStyle): void {
  const width = doc.page.width - doc.page.margins.right - doc.x;
  doc.y += drawWrapped(doc, text, doc.x, doc.y, { ...style, width });
  // Left in the built-in face, as pdfkit's `text` would: the next `moveDown` measures with it.
  lineHeight(doc, style);
}
