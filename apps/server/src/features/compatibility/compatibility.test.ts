import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { compatibilityReportCall } from '@lumus/contract/compatibility';

const report = (you: string, partner: string) =>
  `${compatibilityReportCall.path}?dateOfBirth=${you}&partnerDateOfBirth=${partner}`;

describe(`GET|POST ${compatibilityReportCall.path}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A fixed "today" so the future-date rule is testable on any day.
    t = await createTestApp({ clock: () => new Date('2026-06-15T12:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('scores an Aries (12 April) with a Libra (30 September)', async () => {
    const response = await t.app.inject({ url: report('1990-04-12', '1992-09-30') });
    expect(response.statusCode).toBe(200);
    // Opposition 70, fire–air 85, both cardinal 55, both positive (harmony 80, attraction 65):
    // love .45·70 + .35·85 + .2·80 = 77.25 -> 77, and so on (packages/astro/README.md).
    expect(response.json()).toEqual({
      status: 'success',
      data: {
        overall: 74,
        love: 77,
        sex: 75,
        family: 69,
        friendship: 74,
        signs: { you: 'aries', partner: 'libra' },
        reasons: {
          overall: {
            key: 'compatibility.overall.good',
            params: { signA: 'aries', signB: 'libra', aspect: 'opposition' },
          },
          love: {
            key: 'compatibility.love.opposition',
            params: { signA: 'aries', signB: 'libra' },
          },
          sex: {
            key: 'compatibility.sex.complementary.samePolarity',
            params: { signA: 'aries', signB: 'libra', elementA: 'fire', elementB: 'air' },
          },
          family: {
            key: 'compatibility.family.sameModality',
            params: {
              signA: 'aries',
              signB: 'libra',
              modalityA: 'cardinal',
              modalityB: 'cardinal',
            },
          },
          friendship: {
            key: 'compatibility.friendship.complementary',
            params: { signA: 'aries', signB: 'libra', elementA: 'fire', elementB: 'air' },
          },
        },
      },
    });
  });

  it('gives the same scores whichever partner comes first, signs swapped', async () => {
    const pairs = [
      ['1985-01-05', '1999-07-30'],
      ['1970-11-23', '2001-03-02'],
      ['1995-06-21', '1995-06-20'],
    ] as const;
    for (const [a, b] of pairs) {
      const forward = (await t.app.inject({ url: report(a, b) })).json<ScoreBody>();
      const backward = (await t.app.inject({ url: report(b, a) })).json<ScoreBody>();
      const { signs: forwardSigns, ...forwardScores } = scoresOf(forward);
      const { signs: backwardSigns, ...backwardScores } = scoresOf(backward);
      expect(backwardScores, `${a} / ${b}`).toEqual(forwardScores);
      expect(backwardSigns).toEqual({ you: forwardSigns.partner, partner: forwardSigns.you });
    }
  });

  it('takes the dates from a posted JSON body as well', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: compatibilityReportCall.path,
      payload: { dateOfBirth: '1990-04-12', partnerDateOfBirth: '1992-09-30' },
    });
    expect(response.statusCode).toBe(200);
    expect(scoresOf(response.json<ScoreBody>()).overall).toBe(74);
  });

  it.each([
    ['1990-02-30', '1992-09-30', 'dateOfBirth is not a real calendar date'],
    ['1990-04-12', '30.09.1992', 'partnerDateOfBirth must be a date as YYYY-MM-DD'],
    ['1899-12-31', '1992-09-30', 'dateOfBirth must be in 1900 or later'],
    ['1990-04-12', '2026-06-17', 'partnerDateOfBirth is in the future'],
    [
      '2030-01-01',
      '2027-01-01',
      'dateOfBirth is in the future; partnerDateOfBirth is in the future',
    ],
  ])('rejects %s with %s: %s', async (you, partner, reason) => {
    const response = await t.app.inject({ url: report(you, partner) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'fail', reason });
  });

  it('accepts today and tomorrow (already today east of UTC)', async () => {
    for (const date of ['2026-06-15', '2026-06-16']) {
      const response = await t.app.inject({ url: report(date, '1992-09-30') });
      expect(response.statusCode, date).toBe(200);
    }
  });

  it('names a missing date', async () => {
    const response = await t.app.inject({
      url: `${compatibilityReportCall.path}?dateOfBirth=1990-04-12`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'fail', reason: 'partnerDateOfBirth is required' });
  });
});

type ScoreBody = {
  data: {
    overall: number;
    love: number;
    sex: number;
    family: number;
    friendship: number;
    signs: { you: string; partner: string };
  };
};

function scoresOf(body: ScoreBody) {
  const { overall, love, sex, family, friendship, signs } = body.data;
  return { overall, love, sex, family, friendship, signs };
}
