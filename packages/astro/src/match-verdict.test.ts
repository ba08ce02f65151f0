import { describe, expect, it } from 'vitest';
import { matchVerdict, totalVerdict } from './match-verdict';

describe('match verdict', () => {
  it.each([
    [0, 'notRecommended'],
    [17.5, 'notRecommended'],
    [18, 'average'],
    [24.5, 'average'],
    [25, 'good'],
    [32, 'good'],
    [32.5, 'excellent'],
    [36, 'excellent'],
  ])('a total of %s is %s', (total, verdict) => {
    expect(totalVerdict(total)).toBe(verdict);
    expect(matchVerdict(total, 'none')).toBe(verdict);
    expect(matchVerdict(total, 'cancelled')).toBe(verdict);
  });

  it('lowers the band by one when exactly one partner is Manglik', () => {
    expect(matchVerdict(33, 'dosha')).toBe('good');
    expect(matchVerdict(28, 'dosha')).toBe('average');
    expect(matchVerdict(20, 'dosha')).toBe('notRecommended');
    expect(matchVerdict(10, 'dosha')).toBe('notRecommended');
  });
});
