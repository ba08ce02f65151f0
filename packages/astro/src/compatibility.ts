import {
  AREA_WEIGHTS,
  ASPECT_SCORE,
  MODALITY_SCORE,
  OVERALL_BANDS,
  POLARITY_ATTRACTION_SCORE,
  POLARITY_HARMONY_SCORE,
  aspectOf,
  elementOf,
  elementRelation,
  elementScore,
  modalityOf,
  polarityOf,
} from './compatibility-rules';
import type { ReasonKey } from './koota-result';
import { sunSignOf } from './sun-sign';
import { parseCalendarDate } from './validation';
import { signName, type SignName } from './zodiac';

export const COMPATIBILITY_AREAS = ['overall', 'love', 'sex', 'family', 'friendship'] as const;
export type CompatibilityArea = (typeof COMPATIBILITY_AREAS)[number];

export interface Compatibility {
  /** Integers 0–100. */
  readonly overall: number;
  readonly love: number;
  readonly sex: number;
  readonly family: number;
  readonly friendship: number;
  /** Western tropical sun signs of A and B. */
  readonly signs: { readonly a: SignName; readonly b: SignName };
  readonly reasons: Readonly<Record<CompatibilityArea, ReasonKey>>;
}

/** Scores for two sun signs (1–12); symmetric in its arguments. */
export function compatibilityOfSigns(signA: number, signB: number): Compatibility {
  const [elementA, elementB] = [elementOf(signA), elementOf(signB)];
  const [modalityA, modalityB] = [modalityOf(signA), modalityOf(signB)];
  const samePolarity = polarityOf(signA) === polarityOf(signB) ? 'same' : 'different';
  const sameModality = modalityA === modalityB ? 'same' : 'different';
  const aspect = aspectOf(signA, signB);
  const relation = elementRelation(elementA, elementB);

  const aspectPoints = ASPECT_SCORE[aspect];
  const elementPoints = elementScore(elementA, elementB);
  const modalityPoints = MODALITY_SCORE[sameModality];
  const { love: wl, sex: ws, family: wf, friendship: wr } = AREA_WEIGHTS;
  const love = Math.round(
    wl.aspect * aspectPoints +
      wl.element * elementPoints +
      wl.polarityHarmony * POLARITY_HARMONY_SCORE[samePolarity],
  );
  const sex = Math.round(
    ws.element * elementPoints +
      ws.aspect * aspectPoints +
      ws.polarityAttraction * POLARITY_ATTRACTION_SCORE[samePolarity],
  );
  const family = Math.round(
    wf.modality * modalityPoints + wf.element * elementPoints + wf.aspect * aspectPoints,
  );
  const friendship = Math.round(
    wr.element * elementPoints + wr.aspect * aspectPoints + wr.modality * modalityPoints,
  );
  const overall = Math.round((love + sex + family + friendship) / 4);
  const band = OVERALL_BANDS.find((b) => overall >= b.minimum)?.band ?? 'challenging';

  const a = signName(signA);
  const b = signName(signB);
  const signs = { signA: a, signB: b };
  return {
    overall,
    love,
    sex,
    family,
    friendship,
    signs: { a, b },
    reasons: {
      overall: { key: `compatibility.overall.${band}`, params: { ...signs, aspect } },
      love: { key: `compatibility.love.${aspect}`, params: signs },
      sex: {
        key: `compatibility.sex.${relation}.${samePolarity}Polarity`,
        params: { ...signs, elementA, elementB },
      },
      family: {
        key: `compatibility.family.${sameModality}Modality`,
        params: { ...signs, modalityA, modalityB },
      },
      friendship: {
        key: `compatibility.friendship.${relation}`,
        params: { ...signs, elementA, elementB },
      },
    },
  };
}

/**
 * Love compatibility by date of birth (`YYYY-MM-DD` or Date; only month and day matter):
 * Western tropical sun signs scored by element, modality, sign distance and polarity.
 */
export function compatibility(
  dateOfBirthA: Date | string,
  dateOfBirthB: Date | string,
): Compatibility {
  const a = parseCalendarDate(dateOfBirthA, 'dateOfBirthA');
  const b = parseCalendarDate(dateOfBirthB, 'dateOfBirthB');
  return compatibilityOfSigns(sunSignOf(a.month, a.day), sunSignOf(b.month, b.day));
}
