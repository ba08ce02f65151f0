import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json';
import en from '../../../locales/en.json';
import {
  checkNewExperiment,
  checkNewVariant,
  parseWeight,
  type DraftError,
} from './experiment-drafts';

const draft = {
  key: ' Home_Banner ',
  description: ' Warmer words ',
  active: true,
  variants: [
    { key: 'Control', weight: '1' },
    { key: 'warm', weight: ' 3 ' },
  ],
};

describe('new experiment form', () => {
  it('sends trimmed lower-case keys and numeric weights', () => {
    expect(checkNewExperiment(draft)).toEqual({
      errors: null,
      input: {
        key: 'home_banner',
        description: 'Warmer words',
        active: true,
        variants: [
          { key: 'control', weight: 1 },
          { key: 'warm', weight: 3 },
        ],
      },
    });
  });

  it('names each bad field', () => {
    const checked = checkNewExperiment({
      ...draft,
      key: 'home banner',
      variants: [
        { key: '', weight: '1' },
        { key: 'b', weight: '1001' },
      ],
    });
    expect(checked.errors).toEqual({
      key: 'experiment_key',
      'variants.0.key': 'variant_key',
      'variants.1.weight': 'weight',
    });
  });

  it('refuses twin variants, and a running experiment without weight', () => {
    const twins = [
      { key: 'a', weight: '1' },
      { key: 'A', weight: '2' },
    ];
    expect(checkNewExperiment({ ...draft, variants: twins }).errors).toEqual({
      variants: 'duplicate_variant',
    });
    const weightless = [{ key: 'a', weight: '0' }];
    expect(checkNewExperiment({ ...draft, variants: weightless }).errors).toEqual({
      variants: 'no_weight',
    });
    expect(checkNewExperiment({ ...draft, active: false, variants: weightless }).errors).toBeNull();
  });

  it('adds a variant only under a new valid name', () => {
    expect(checkNewVariant(['control'], { key: ' Bold ', weight: '5' })).toEqual({
      key: 'bold',
      weight: 5,
      errors: null,
    });
    expect(checkNewVariant(['control'], { key: 'Control', weight: 'x' }).errors).toEqual({
      key: 'duplicate_variant',
      weight: 'weight',
    });
  });

  it('reads weights 0 to 1000 only', () => {
    expect(parseWeight('0')).toBe(0);
    expect(parseWeight(' 1000 ')).toBe(1000);
    for (const text of ['', '-1', '1001', '2.5', 'ten'])
      expect(parseWeight(text), text).toBeUndefined();
  });

  it('has every error sentence in English and German', () => {
    const errors: DraftError[] = [
      'experiment_key',
      'variant_key',
      'weight',
      'duplicate_variant',
      'no_weight',
      'too_many_variants',
    ];
    for (const error of errors) {
      expect(en.admin.errors[error], error).toMatch(/\w/);
      expect(de.admin.errors[error], error).toMatch(/\w/);
    }
  });
});
