import { createHash } from 'node:crypto';

export type WeightedVariant = Readonly<{ key: string; weight: number }>;

/**
 * The variant for a subject: a hash of experiment and subject picks a point in [0, total weight),
 * and variants (sorted by key, so the order of rows does not matter) own consecutive ranges. The
 * same inputs always give the same variant, and over many subjects each variant's share follows
 * its weight. Null when no variant has weight.
 */
export function chooseVariant(
  experimentKey: string,
  subject: string,
  variants: readonly WeightedVariant[],
): string | null {
  const usable = variants
    .filter((variant) => variant.weight > 0)
    .toSorted((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const total = usable.reduce((sum, variant) => sum + variant.weight, 0);
  if (total === 0) return null;
  const digest = createHash('sha256').update(`${experimentKey}\u0000${subject}`).digest();
  // 48 bits are plenty for uniformity and stay exact in a double.
  const point = (digest.readUIntBE(0, 6) / 2 ** 48) * total;
  let upper = 0;
  for (const variant of usable) {
    upper += variant.weight;
    if (point < upper) return variant.key;
  }
  return usable.at(-1)?.key ?? null;
}
