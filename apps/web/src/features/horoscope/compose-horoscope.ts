import type { Horoscope, TransitFact } from '@lumus/contract/astrology/horoscope';
import type { TFunction } from 'i18next';

/** 1st, 2nd, 3rd, 4th … in English; 1., 2. … in German. */
export function ordinal(n: number, language: string): string {
  if (language !== 'en') return `${String(n)}.`;
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(n);
  const suffixes: Partial<Record<Intl.LDMLPluralRule, string>> = {
    one: 'st',
    two: 'nd',
    few: 'rd',
  };
  const suffix = suffixes[rule] ?? 'th';
  return `${String(n)}${suffix}`;
}

/** The order the sentences come in: the slow planets shape the day's background first. */
const ORDER = ['Jupiter', 'Saturn', 'Rahu', 'Ketu', 'Sun', 'Mars', 'Venus', 'Mercury', 'Moon'];

/**
 * One sentence per transit, built from its facts only (planet, house from the Moon sign, area of
 * life, favourable by Phaladeepika 26, retrograde): the same facts always give the same words.
 */
export function transitSentence(t: TFunction, fact: TransitFact, language: string): string {
  const area = fact.area as 'money';
  return t('horoscope.sentence', {
    // The planet opens the sentence: with its article where the language wants one ("The Sun").
    planet: t(`horoscope.subject.${fact.graha}`),
    house: ordinal(fact.house, language),
    area: t(`horoscope.areas.${area}`),
    verdict: t(fact.favourable ? `horoscope.advice_good.${area}` : `horoscope.advice_bad.${area}`),
    retrograde:
      fact.retrograde && fact.graha !== 'Rahu' && fact.graha !== 'Ketu'
        ? t('horoscope.retrograde')
        : '',
  });
}

export type ComposedHoroscope = Readonly<{ headline: string; sentences: readonly string[] }>;

/** The headline from how many of the nine transits are favourable, then the sentences. */
export function composeHoroscope(
  t: TFunction,
  horoscope: Pick<Horoscope, 'transits' | 'favourableCount'>,
  language: string,
): ComposedHoroscope {
  const count = horoscope.favourableCount;
  const tone = count >= 6 ? 'strong' : count >= 4 ? 'mixed' : 'patient';
  const transits = [...horoscope.transits].sort(
    (a, b) => ORDER.indexOf(a.graha) - ORDER.indexOf(b.graha),
  );
  return {
    headline: t(`horoscope.headline_${tone}`, { count }),
    sentences: transits.map((fact) => transitSentence(t, fact, language)),
  };
}
