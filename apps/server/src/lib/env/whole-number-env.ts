import { z } from 'zod';

/** An environment value that must be a whole number in [min, max]; `fallback` when unset. */
export function wholeNumberEnv(min: number, max: number, fallback: number) {
  const message = `must be a whole number between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message })
    .default(fallback);
}
