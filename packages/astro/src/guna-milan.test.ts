import { describe, expect, it } from 'vitest';
import { AstroInputError } from './errors';
import { GUNA_MILAN_MAXIMUM, KOOTAS, gunaMilan } from './guna-milan';

// Expected tables are written out independently of the implementation (other layout, other
// names) so a transposed matrix or a shifted list fails here cell by cell.

const SIGN_NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);
const NAKSHATRA_NUMBERS = Array.from({ length: 27 }, (_, index) => index + 1);

/** A Moon well inside the first half of a sign. */
const inSign = (sign: number): { longitude: number } => ({ longitude: (sign - 1) * 30 + 5 });
/** A Moon in the middle of a nakshatra. */
const inNakshatra = (nakshatra: number): { longitude: number } => ({
  longitude: (nakshatra - 1) * (40 / 3) + 20 / 3,
});
const grid = (text: string): number[][] =>
  text
    .trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/).map(Number));

describe('varna koota (1 point)', () => {
  // Aries … Pisces; B = brahmin (water), K = kshatriya (fire), V = vaishya (earth), S = shudra (air).
  const varnas = 'K V S B K V S B K V S B'.split(' ');
  const rank = (sign: number): number => 'BKVS'.indexOf(varnas[sign - 1] ?? '');

  it.each(SIGN_NUMBERS)('boy in sign %i against every girl sign', (boySign) => {
    for (const girlSign of SIGN_NUMBERS) {
      const { kootas, boy } = gunaMilan(inSign(boySign), inSign(girlSign));
      expect(boy.varna.charAt(0).toUpperCase()).toBe(varnas[boySign - 1]);
      expect(kootas.varna.score, `${boySign}→${girlSign}`).toBe(
        rank(boySign) <= rank(girlSign) ? 1 : 0,
      );
    }
  });
});

describe('vashya koota (2 points)', () => {
  // Rows boy, columns girl: quadruped, human, water, wild, insect.
  const points = grid(`
    2   1   1   0.5 1
    0   2   0.5 0   1
    1   0.5 2   1   1
    0.5 0   1   2   0
    1   1   1   0   2`);
  // Representative Moons: Aries, Gemini, Cancer, Leo, Scorpio.
  const moons = [5, 65, 95, 125, 215];

  it('scores all 25 class pairs', () => {
    moons.forEach((boy, row) => {
      moons.forEach((girl, column) => {
        const score = gunaMilan({ longitude: boy }, { longitude: girl }).kootas.vashya.score;
        expect(score, `${row}→${column}`).toBe(points[row]?.[column]);
      });
    });
  });

  it('classifies every sign, with split Sagittarius and Capricorn', () => {
    const expected: [number, string][] = [
      [5, 'chatushpada'],
      [35, 'chatushpada'],
      [65, 'manava'],
      [95, 'jalachara'],
      [125, 'vanachara'],
      [155, 'manava'],
      [185, 'manava'],
      [215, 'keeta'],
      [244, 'manava'],
      [256, 'chatushpada'],
      [274, 'chatushpada'],
      [286, 'jalachara'],
      [305, 'manava'],
      [335, 'jalachara'],
    ];
    for (const [longitude, vashya] of expected) {
      expect(gunaMilan({ longitude }, { longitude }).boy.vashya, String(longitude)).toBe(vashya);
    }
  });
});

describe('tara koota (3 points)', () => {
  it('gives 1.5 per direction unless the count falls on vipat, pratyari or vadha', () => {
    const harmful = (from: number, to: number): boolean =>
      [3, 5, 7].includes((((to - from + 27) % 27) + 1) % 9);
    for (const boy of NAKSHATRA_NUMBERS) {
      for (const girl of NAKSHATRA_NUMBERS) {
        const expected = (harmful(boy, girl) ? 0 : 1.5) + (harmful(girl, boy) ? 0 : 1.5);
        const score = gunaMilan(inNakshatra(boy), inNakshatra(girl)).kootas.tara.score;
        expect(score, `${boy}→${girl}`).toBe(expected);
      }
    }
  });

  it('names the taras in the reason', () => {
    // From Ashwini (1) to Krittika (3) is the 3rd = vipat; back from 3 to 1 is the 26th = mitra.
    const { kootas } = gunaMilan(inNakshatra(1), inNakshatra(3));
    expect(kootas.tara).toEqual({
      score: 1.5,
      maximum: 3,
      reason: {
        key: 'gunaMilan.tara.oneHarmful',
        params: { girlFromBoy: 'vipat', boyFromGirl: 'mitra' },
      },
    });
  });
});

describe('yoni koota (4 points)', () => {
  // Ashwini … Revati.
  const yonis =
    'horse elephant sheep serpent serpent dog cat sheep cat rat rat cow buffalo tiger buffalo tiger deer deer dog monkey mongoose monkey lion horse lion cow elephant'.split(
      ' ',
    );
  const order =
    'horse elephant sheep serpent dog cat rat cow buffalo tiger deer monkey mongoose lion'.split(
      ' ',
    );
  const points = grid(`
    4 2 2 3 2 2 2 1 0 1 3 3 2 1
    2 4 3 3 2 2 2 2 3 1 2 3 2 0
    2 3 4 2 1 2 1 3 3 1 2 0 3 1
    3 3 2 4 2 1 1 1 1 2 2 2 0 2
    2 2 1 2 4 2 1 2 2 1 0 2 1 1
    2 2 2 1 2 4 0 2 2 1 3 3 2 1
    2 2 1 1 1 0 4 2 2 2 2 2 1 2
    1 2 3 1 2 2 2 4 3 0 3 2 2 1
    0 3 3 1 2 2 2 3 4 1 2 2 2 1
    1 1 1 2 1 1 2 0 1 4 1 1 2 1
    3 2 2 2 0 3 2 3 2 1 4 2 2 1
    3 3 0 2 2 3 2 2 2 1 2 4 3 2
    2 2 3 0 1 2 1 2 2 2 2 3 4 2
    1 0 1 2 1 1 2 1 1 1 1 2 2 4`);

  it('scores every nakshatra pair from the yoni table', () => {
    for (const boy of NAKSHATRA_NUMBERS) {
      for (const girl of NAKSHATRA_NUMBERS) {
        const result = gunaMilan(inNakshatra(boy), inNakshatra(girl));
        expect(result.boy.yoni).toBe(yonis[boy - 1]);
        const row = order.indexOf(yonis[boy - 1] ?? '');
        const column = order.indexOf(yonis[girl - 1] ?? '');
        expect(result.kootas.yoni.score, `${boy}→${girl}`).toBe(points[row]?.[column]);
      }
    }
  });

  it('is symmetric and zero exactly for the seven sworn enemies', () => {
    const enemies = [
      'horse-buffalo',
      'elephant-lion',
      'sheep-monkey',
      'serpent-mongoose',
      'dog-deer',
      'cat-rat',
      'cow-tiger',
    ];
    order.forEach((a, row) => {
      order.forEach((b, column) => {
        expect(points[row]?.[column]).toBe(points[column]?.[row]);
        const isEnemy = enemies.includes(`${a}-${b}`) || enemies.includes(`${b}-${a}`);
        expect(points[row]?.[column] === 0, `${a}-${b}`).toBe(isEnemy);
      });
    });
  });
});

describe('graha maitri koota (5 points)', () => {
  // Lords Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn; the table is symmetric.
  const lords = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  const points = grid(`
    5 5   5   4   5   0   0
    5 5   4   1   4   0.5 0.5
    5 4   5   0.5 5   3   0.5
    4 1   0.5 5   0.5 5   4
    5 4   5   0.5 5   0.5 3
    0 0.5 3   5   0.5 5   5
    0 0.5 0.5 4   3   5   5`);
  const lordOfSign =
    'Mars Venus Mercury Moon Sun Mercury Venus Mars Jupiter Saturn Saturn Jupiter'.split(' ');

  it('scores every sign pair from the lords’ natural friendship', () => {
    for (const boy of SIGN_NUMBERS) {
      for (const girl of SIGN_NUMBERS) {
        const result = gunaMilan(inSign(boy), inSign(girl));
        expect(result.boy.signLord).toBe(lordOfSign[boy - 1]);
        const row = lords.indexOf(lordOfSign[boy - 1] ?? '');
        const column = lords.indexOf(lordOfSign[girl - 1] ?? '');
        expect(result.kootas.grahaMaitri.score, `${boy}→${girl}`).toBe(points[row]?.[column]);
      }
    }
  });
});

describe('gana koota (6 points)', () => {
  // Ashwini … Revati: D = deva, M = manushya, R = rakshasa.
  const ganas = 'D M R M D M D D R R M M D R D R D R R M M D R R M M D'.split(' ');
  // Rows boy, columns girl, order D M R.
  const points = grid(`
    6 6 1
    5 6 0
    1 0 6`);

  it('scores every nakshatra pair', () => {
    for (const boy of NAKSHATRA_NUMBERS) {
      for (const girl of NAKSHATRA_NUMBERS) {
        const result = gunaMilan(inNakshatra(boy), inNakshatra(girl));
        expect(result.boy.gana.charAt(0).toUpperCase()).toBe(ganas[boy - 1]);
        const row = 'DMR'.indexOf(ganas[boy - 1] ?? '');
        const column = 'DMR'.indexOf(ganas[girl - 1] ?? '');
        expect(result.kootas.gana.score, `${boy}→${girl}`).toBe(points[row]?.[column]);
      }
    }
  });
});

describe('bhakoot koota (7 points)', () => {
  // By the girl's sign counted from the boy's: 1st … 12th.
  const byCount = [7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0];

  it('scores every sign pair', () => {
    for (const boy of SIGN_NUMBERS) {
      for (const girl of SIGN_NUMBERS) {
        const count = ((girl - boy + 12) % 12) + 1;
        const { bhakoot } = gunaMilan(inSign(boy), inSign(girl)).kootas;
        expect(bhakoot.score, `${boy}→${girl}`).toBe(byCount[count - 1]);
      }
    }
  });

  it('names the relation in the reason', () => {
    expect(gunaMilan(inSign(1), inSign(6)).kootas.bhakoot.reason).toEqual({
      key: 'gunaMilan.bhakoot.dosha',
      params: { relation: '6-8' },
    });
  });
});

describe('nadi koota (8 points)', () => {
  // Ashwini … Revati: A = adi, M = madhya, N = antya.
  const nadis = 'A M N N M A A M N N M A A M N N M A A M N N M A A M N'.split(' ');

  it('scores every nakshatra pair', () => {
    for (const boy of NAKSHATRA_NUMBERS) {
      for (const girl of NAKSHATRA_NUMBERS) {
        const result = gunaMilan(inNakshatra(boy), inNakshatra(girl));
        expect({ adi: 'A', madhya: 'M', antya: 'N' }[result.boy.nadi]).toBe(nadis[boy - 1]);
        expect(result.kootas.nadi.score, `${boy}→${girl}`).toBe(
          nadis[boy - 1] === nadis[girl - 1] ? 0 : 8,
        );
      }
    }
  });
});

describe('gunaMilan', () => {
  it('adds the eight kootas up to a maximum of 36', () => {
    const result = gunaMilan({ longitude: 123.4 }, { longitude: 301.2 });
    expect(Object.keys(result.kootas)).toEqual([...KOOTAS]);
    expect(KOOTAS.reduce((sum, koota) => sum + result.kootas[koota].maximum, 0)).toBe(
      GUNA_MILAN_MAXIMUM,
    );
    expect(result.total).toBe(KOOTAS.reduce((sum, koota) => sum + result.kootas[koota].score, 0));
  });

  it('gives 28 for two identical Moons (everything but nadi)', () => {
    const result = gunaMilan({ longitude: 200 }, { longitude: 200 });
    expect(result.total).toBe(28);
    expect(result.kootas.nadi.reason.key).toBe('gunaMilan.nadi.dosha');
  });

  it('accepts a kundli Moon and describes both partners', () => {
    // Rohini (4) in Taurus against Hasta (13) in Virgo.
    const result = gunaMilan({ longitude: 46 }, { longitude: 165 });
    expect(result.boy).toMatchObject({
      sign: 2,
      nakshatra: 4,
      yoni: 'serpent',
      gana: 'manushya',
      nadi: 'antya',
    });
    expect(result.girl).toMatchObject({
      sign: 6,
      nakshatra: 13,
      yoni: 'buffalo',
      gana: 'deva',
      nadi: 'adi',
    });
    expect(result.kootas.bhakoot.score).toBe(0); // 5/9
    // varna 1, vashya quadruped→human 1, tara 3, yoni serpent–buffalo 1, maitri Venus–Mercury 5,
    // gana manushya boy + deva girl 5, bhakoot 5/9 0, nadi 8.
    expect(result.total).toBe(1 + 1 + 3 + 1 + 5 + 5 + 0 + 8);
  });

  it.each([-0.1, 360, Number.NaN])('rejects Moon longitude %s with a typed error', (longitude) => {
    expect(() => gunaMilan({ longitude }, { longitude: 10 })).toThrow(AstroInputError);
    expect(() => gunaMilan({ longitude: 10 }, { longitude })).toThrow(/girl\.longitude must be/);
  });
});
