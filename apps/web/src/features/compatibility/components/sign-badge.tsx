import type { ZodiacSign } from '@lumus/contract/compatibility';
import { useTranslation } from 'react-i18next';

// U+FE0E asks for the text glyph, so phones do not swap in a coloured emoji tile.
const GLYPHS: Readonly<Record<ZodiacSign, string>> = {
  aries: '\u2648\uFE0E',
  taurus: '\u2649\uFE0E',
  gemini: '\u264A\uFE0E',
  cancer: '\u264B\uFE0E',
  leo: '\u264C\uFE0E',
  virgo: '\u264D\uFE0E',
  libra: '\u264E\uFE0E',
  scorpio: '\u264F\uFE0E',
  sagittarius: '\u2650\uFE0E',
  capricorn: '\u2651\uFE0E',
  aquarius: '\u2652\uFE0E',
  pisces: '\u2653\uFE0E',
};

/** A partner's sun sign: glyph, translated name and whose sign it is. */
export function SignBadge({ sign, who }: { sign: ZodiacSign; who: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-gold/15 text-2xl text-gold"
      >
        {GLYPHS[sign]}
      </span>
      <p className="text-left">
        <span className="block text-xs text-white/75">{who}</span>
        <span className="block text-lg font-semibold text-white">
          {t(`compatibility.signs.${sign}`)}
        </span>
      </p>
    </div>
  );
}
