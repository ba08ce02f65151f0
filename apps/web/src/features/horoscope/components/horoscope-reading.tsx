import type { Horoscope } from '@lumus/contract/astrology/horoscope';
import { SIGNS } from '@lumus/astro/zodiac';
import { useTranslation } from 'react-i18next';
import { composeHoroscope } from '../compose-horoscope';

/** A Sanskrit key as a name: `purva-phalguni` → "Purva Phalguni" (the same in en and de). */
export function sanskritName(key: string): string {
  return key
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The day's composed reading for one Moon sign: headline, one sentence per transit, the Moon. */
export function HoroscopeReading({
  horoscope,
  language,
}: {
  horoscope: Horoscope;
  language: string;
}) {
  const { t } = useTranslation();
  const { headline, sentences } = composeHoroscope(t, horoscope, language);
  const { moon } = horoscope;
  const signOf = (n: number) => SIGNS[n - 1] ?? 'aries';
  return (
    <div className="space-y-4" data-testid="horoscope-reading">
      <p className="text-lg font-semibold text-night">{headline}</p>
      <ul className="list-disc space-y-2 pl-5 text-ink/85">
        {sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        {t('horoscope.moon_line', {
          inSign: t(`astro.in_sign.${signOf(moon.sign)}`),
          nakshatra: t(`astro.nakshatras.${moon.nakshatra.key as 'ashwini'}`),
          tithi: sanskritName(moon.tithi.key),
          paksha: t(`horoscope.paksha.${moon.tithi.paksha}`),
        })}
        {moon.nextSign === null
          ? ''
          : ` ${t('horoscope.moon_moves', { intoSign: t(`astro.into_sign.${signOf(moon.nextSign.sign)}`) })}`}
      </p>
    </div>
  );
}
