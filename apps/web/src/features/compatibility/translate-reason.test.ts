import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { translateReason } from './translate-reason';

describe('translateReason', () => {
  it('starts a sentence that opens with a word from a list with a capital', () => {
    const reason = {
      key: 'compatibility.friendship.complementary',
      params: { signA: 'aries', signB: 'gemini', elementA: 'fire', elementB: 'air' },
    };
    expect(translateReason(createI18n('en'), reason)).toBe(
      'Fire and air complement each other: Aries and Gemini make easy, lively friends.',
    );
  });

  it('names an aspect in plain words, with the term in brackets', () => {
    const love = { key: 'compatibility.love.quincunx', params: { signA: 'aries', signB: 'virgo' } };
    expect(translateReason(createI18n('en'), love)).toMatch(
      /^Aries and Virgo are five signs apart \(a quincunx\): /,
    );
    const overall = {
      key: 'compatibility.overall.mixed',
      params: { signA: 'aries', signB: 'virgo', aspect: 'quincunx' },
    };
    expect(translateReason(createI18n('de'), overall)).toContain(
      'Eure Zeichen liegen fünf Zeichen auseinander (Quincunx)',
    );
  });

  it('shows nothing for a reason this app does not know', () => {
    expect(translateReason(createI18n('en'), { key: 'compatibility.newer.kind', params: {} })).toBe(
      '',
    );
  });
});
