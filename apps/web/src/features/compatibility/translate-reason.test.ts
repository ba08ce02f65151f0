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

  it('declines a German modality after "ein" and leaves the plural as it is', () => {
    const different = {
      key: 'compatibility.family.differentModality',
      params: { modalityA: 'fixed', modalityB: 'mutable' },
    };
    expect(translateReason(createI18n('de'), different)).toMatch(
      /^Ein fixes und ein veränderliches Zeichen: /,
    );
    expect(translateReason(createI18n('en'), different)).toMatch(
      /^A fixed sign and a mutable sign: /,
    );
    const same = { key: 'compatibility.family.sameModality', params: { modalityA: 'cardinal' } };
    expect(translateReason(createI18n('de'), same)).toMatch(/^Ihr seid beide kardinale Zeichen/);
  });

  it('shows nothing for a reason this app does not know', () => {
    expect(translateReason(createI18n('en'), { key: 'compatibility.newer.kind', params: {} })).toBe(
      '',
    );
  });
});
