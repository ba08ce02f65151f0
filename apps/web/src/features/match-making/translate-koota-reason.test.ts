import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { translateKootaReason } from './translate-koota-reason';

describe('translateKootaReason', () => {
  it('translates the parameters from the koota word lists, in both languages', () => {
    const reason = { key: 'gunaMilan.yoni.enemies', params: { boy: 'cow', girl: 'tiger' } };
    expect(translateKootaReason(createI18n('en'), reason)).toBe(
      'cow and tiger are sworn enemies: no physical harmony.',
    );
    expect(translateKootaReason(createI18n('de'), reason)).toBe(
      'Kuh und Tiger sind Erzfeinde: keine körperliche Harmonie.',
    );
    expect(
      translateKootaReason(createI18n('de'), {
        key: 'gunaMilan.grahaMaitri.friend-neutral',
        params: { boy: 'Sun', girl: 'Mercury' },
      }),
    ).toBe('Sonne und Merkur: in einer Richtung freundlich, in der anderen neutral.');
    expect(
      translateKootaReason(createI18n('en'), {
        key: 'gunaMilan.tara.oneHarmful',
        params: { girlFromBoy: 'vipat', boyFromGirl: 'mitra' },
      }),
    ).toBe('One way the stars are unkind: Vipat and Mitra.');
  });

  it('has a sentence for every reason key the engine documents', () => {
    const keys = [
      'gunaMilan.varna.compatible',
      'gunaMilan.varna.girlHigher',
      'gunaMilan.vashya.same',
      'gunaMilan.vashya.friendly',
      'gunaMilan.vashya.weak',
      'gunaMilan.vashya.hostile',
      'gunaMilan.tara.bothGood',
      'gunaMilan.tara.oneHarmful',
      'gunaMilan.tara.bothHarmful',
      'gunaMilan.yoni.same',
      'gunaMilan.yoni.friendly',
      'gunaMilan.yoni.neutral',
      'gunaMilan.yoni.unfriendly',
      'gunaMilan.yoni.enemies',
      'gunaMilan.grahaMaitri.sameLord',
      'gunaMilan.grahaMaitri.friend-friend',
      'gunaMilan.grahaMaitri.friend-neutral',
      'gunaMilan.grahaMaitri.neutral-neutral',
      'gunaMilan.grahaMaitri.enemy-friend',
      'gunaMilan.grahaMaitri.enemy-neutral',
      'gunaMilan.grahaMaitri.enemy-enemy',
      'gunaMilan.gana.same',
      'gunaMilan.gana.compatible',
      'gunaMilan.gana.weak',
      'gunaMilan.gana.opposed',
      'gunaMilan.bhakoot.good',
      'gunaMilan.bhakoot.dosha',
      'gunaMilan.nadi.different',
      'gunaMilan.nadi.dosha',
      'matchMaking.manglik.none',
      'matchMaking.manglik.cancelled',
      'matchMaking.manglik.dosha',
    ];
    for (const language of ['en', 'de'] as const) {
      const i18n = createI18n(language);
      for (const key of keys) {
        expect(translateKootaReason(i18n, { key, params: {} }), `${language} ${key}`).not.toBe('');
      }
    }
  });
});
