import { inflateSync } from 'node:zlib';
import { saveBirthDetailCall } from '@lumus/contract/astrology/birth-details';
import { KUNDLI_REPORT_PATH } from '@lumus/contract/astrology/chart-depth';
import { MATCH_REPORT_PATH } from '@lumus/contract/astrology/match-making';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedGlyphs, pdfLines } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeaders, signInByPhone } from '../auth/sign-in-test-helpers';

type Headers = Record<string, string>;

/** The page content streams, inflated (pdfkit compresses them with FlateDecode). */
function contentText(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (fonts are standard, so there are none; keep going regardless).
    }
    pattern.lastIndex = end + 'endstream'.length;
  }
  return streams.join('\n');
}

/**
 * The text of the `[<hex> kern <hex> …] TJ` operators, one line each: standard fonts write WinAnsi
 * codes (Latin-1 for these words, ü = 0xFC) in hex pieces split by kerning.
 */
function shownText(content: string): string {
  return [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map(([, inner]) =>
      [...(inner ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe('kundli PDF report (real database, pdfkit)', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date('2026-06-15T12:00:00Z') });
    const a = await signInByPhone(t.app, { countryCode: '+91', mobile: '9000000401' });
    const b = await signInByPhone(t.app, { countryCode: '+91', mobile: '9000000402' });
    alice = authHeaders(a.authToken, a.userId);
    bob = authHeaders(b.authToken, b.userId);
    const saved = await t.app.inject({
      method: 'POST',
      url: saveBirthDetailCall.path,
      headers: alice,
      payload: {
        name: 'Jürgen Asha',
        gender: 'MALE',
        birthDate: '1990-02-26',
        birthTime: '10:00',
        placeName: 'New Delhi',
        latitude: 28.6139,
        longitude: 77.209,
        timeZone: 'Asia/Kolkata',
      },
    });
    id = saveBirthDetailCall.response.parse(saved.json()).data.id;
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['en', 'Kundli report', 'Vimshottari dasha'],
    ['de', 'Kundli-Bericht', 'Vimshottari-Dasha'],
  ])(
    'is a two-page PDF in %s with the name, charts, dasha and doshas',
    async (lang, title, dasha) => {
      const response = await t.app.inject({
        url: `${KUNDLI_REPORT_PATH}?id=${id}&lang=${lang}`,
        headers: alice,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('attachment');
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
      const content = contentText(pdf);
      const text = shownText(content);
      expect(text).toContain(`${title}: Jürgen Asha`);
      expect(text).toContain(dasha);
      expect(text).toContain('Manglik');
      // The two diamonds: 2 × (square + 2 diagonals + inner diamond) drawn as vector paths.
      expect(content.match(/\bre\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    },
  );

  it('prints a name and place in Tamil with every letter, shaped, in the English report', async () => {
    const name = 'கார்த்திக் சுப்ரமணியன்';
    const saved = await t.app.inject({
      method: 'POST',
      url: saveBirthDetailCall.path,
      headers: alice,
      payload: {
        name,
        gender: 'MALE',
        birthDate: '1992-11-03',
        birthTime: '06:30',
        placeName: 'சென்னை',
        latitude: 13.0827,
        longitude: 80.2707,
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tamilId = saveBirthDetailCall.response.parse(saved.json()).data.id;
    const response = await t.app.inject({
      url: `${KUNDLI_REPORT_PATH}?id=${tamilId}&lang=en`,
      headers: alice,
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = response.rawPayload;
    const lines = pdfLines(pdf);
    expect(lines).toContain(`Kundli report: ${name}`);
    expect(lines.some((line) => line.startsWith('Place: சென்னை'))).toBe(true);
    // Glyph 0 is the missing glyph's box: the face that drew the name had every letter of it
    // (Helvetica, the report's face before, has none, and the glyph reader above finds no name).
    const glyphs = embeddedGlyphs(pdf);
    expect(glyphs.missing).toBe(0);
    for (const char of name.replaceAll(' ', '')) expect(glyphs.characters, char).toContain(char);
    // The rest of the report is still the built-in Helvetica: only the Tamil face is embedded.
    const embedded = new Set(
      [...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map(
        ([, font]) => font,
      ),
    );
    expect([...embedded].sort()).toEqual(['NotoSansTamil-Bold', 'NotoSansTamil-Regular']);
    expect(lines.join('\n')).toContain('Vimshottari dasha');
  });

  it('is a 401 without sign-in, a 404 for another user, a 400 for a bad id or language', async () => {
    expect((await t.app.inject({ url: `${KUNDLI_REPORT_PATH}?id=${id}` })).statusCode).toBe(401);
    const foreign = await t.app.inject({ url: `${KUNDLI_REPORT_PATH}?id=${id}`, headers: bob });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'fail', reason: `No saved person with id ${id}.` });
    const badLang = await t.app.inject({
      url: `${KUNDLI_REPORT_PATH}?id=${id}&lang=fr`,
      headers: alice,
    });
    expect(badLang.statusCode).toBe(400);
    expect(badLang.json<{ reason: string }>().reason).toContain('en or de');
    expect(
      (await t.app.inject({ url: `${KUNDLI_REPORT_PATH}?id=x`, headers: alice })).statusCode,
    ).toBe(400);
  });

  it('makes a match-making PDF of two saved people, refused to strangers', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: saveBirthDetailCall.path,
      headers: alice,
      payload: {
        name: 'Meera',
        gender: 'FEMALE',
        birthDate: '1994-11-21',
        birthTime: '17:05',
        placeName: 'Berlin',
        latitude: 52.52,
        longitude: 13.405,
        timeZone: 'Europe/Berlin',
      },
    });
    const girlId = saveBirthDetailCall.response.parse(saved.json()).data.id;
    const url = `${MATCH_REPORT_PATH}?boyId=${id}&girlId=${girlId}&lang=de`;
    const response = await t.app.inject({ url, headers: alice });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = shownText(contentText(response.rawPayload));
    expect(text).toContain('Partnerschaftsbericht: Jürgen Asha & Meera');
    expect(text).toMatch(/Guna Milan: [\d.]+ von 36 Punkten/);
    // The kootas by the names the web page gives them, with what each weighs, never raw keys.
    expect(text).toMatch(
      /Graha Maitri \(Freundschaft der Herrscher der Mondzeichen\): [\d,]+ \/ 5/,
    );
    expect(text).toMatch(/Nadi \(Konstitution und Gesundheit der Kinder\): [\d,]+ \/ 8/);
    expect(text).not.toMatch(/grahaMaitri|bhakoot:/);
    expect(text).toMatch(/(Keiner der beiden|Beide sind|Nur einer der beiden) .*Manglik/);
    const english = await t.app.inject({ url: url.replace('lang=de', 'lang=en'), headers: alice });
    const englishText = shownText(contentText(english.rawPayload));
    expect(englishText).toMatch(
      /Graha Maitri \(friendship of the Moon signs. lords\): [\d.]+ \/ 5/,
    );
    expect(englishText).toMatch(/Varna \(spiritual temperament\): [\d.]+ \/ 1/);
    expect((await t.app.inject({ url, headers: bob })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const same = await t.app.inject({
      url: `${MATCH_REPORT_PATH}?boyId=${id}&girlId=${id}`,
      headers: alice,
    });
    expect(same.statusCode).toBe(400);
  });
});
