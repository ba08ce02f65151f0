/**
 * A reason as an i18n key plus parameters, so the bilingual web can phrase it; keys are listed
 * in packages/astro/README.md. Parameter values are themselves keys (sign, nakshatra, class names).
 */
export interface ReasonKey {
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface KootaResult {
  readonly score: number;
  readonly maximum: number;
  readonly reason: ReasonKey;
}

/** Moon facts of one partner that the kootas read. */
export interface MoonFacts {
  /** Sidereal Moon longitude, degrees. */
  readonly longitude: number;
  readonly sign: number;
  readonly nakshatra: number;
}

/*
 * Table source for every koota file: the North-Indian Ashtakoota (Muhurta Chintamani, Vivaha
 * Prakarana) in the cell values used by the common Indian kundli-matching calculators, so users
 * comparing our totals with theirs see the same numbers. Where sources disagree, the file says
 * which variant we chose.
 */
