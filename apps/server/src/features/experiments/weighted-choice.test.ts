import { describe, expect, it } from 'vitest';
import { chooseVariant } from './weighted-choice';

describe('chooseVariant', () => {
  const variants = [
    { key: 'a', weight: 50 },
    { key: 'b', weight: 30 },
    { key: 'c', weight: 20 },
  ];

  it('gives the same subject the same variant, whatever the order of the rows', () => {
    const first = chooseVariant('exp', 'guest:1', variants);
    expect(chooseVariant('exp', 'guest:1', variants.toReversed())).toBe(first);
    expect(chooseVariant('exp', 'guest:1', variants)).toBe(first);
  });

  it('splits many subjects by the weights (within 2 percentage points of 10,000)', () => {
    const counts: Record<string, number> = { a: 0, b: 0, c: 0 };
    const subjects = 10_000;
    for (let i = 0; i < subjects; i += 1) {
      const variant = chooseVariant('landing', `guest:${i}`, variants);
      if (variant !== null) counts[variant] = (counts[variant] ?? 0) + 1;
    }
    expect(Math.abs((counts.a ?? 0) / subjects - 0.5)).toBeLessThan(0.02);
    expect(Math.abs((counts.b ?? 0) / subjects - 0.3)).toBeLessThan(0.02);
    expect(Math.abs((counts.c ?? 0) / subjects - 0.2)).toBeLessThan(0.02);
  });

  it('never picks a variant of weight 0 and gives null when nothing has weight', () => {
    const some = [
      { key: 'off', weight: 0 },
      { key: 'on', weight: 1 },
    ];
    for (let i = 0; i < 200; i += 1) expect(chooseVariant('x', `user:${i}`, some)).toBe('on');
    expect(chooseVariant('x', 'user:1', [{ key: 'off', weight: 0 }])).toBeNull();
  });

  it('decides each experiment independently for the same subject', () => {
    const two = [
      { key: 'a', weight: 1 },
      { key: 'b', weight: 1 },
    ];
    const pairs = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      pairs.add(
        `${chooseVariant('one', `guest:${i}`, two)}-${chooseVariant('two', `guest:${i}`, two)}`,
      );
    }
    expect(pairs.size).toBe(4);
  });
});
