import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.generated';
import { countrySchema } from './country';

const flagsDir = join(import.meta.dirname, '../../../apps/web/public/flags');

describe('country list', () => {
  it('holds about 240 valid countries with unique codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    for (const country of COUNTRIES) expect(countrySchema.parse(country)).toEqual(country);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });

  it('has India as +91 in Asia/Kolkata and Germany as +49 in Europe/Berlin', () => {
    expect(COUNTRIES.find((c) => c.code === 'IN')).toMatchObject({
      dial_code: '+91',
      timeZone: 'Asia/Kolkata',
    });
    expect(COUNTRIES.find((c) => c.code === 'DE')).toMatchObject({
      dial_code: '+49',
      nameDe: 'Deutschland',
    });
  });

  it('ships a flag image for every country, named by the lowercase code', () => {
    const missing = COUNTRIES.filter(
      (c) => !existsSync(join(flagsDir, `${c.code.toLowerCase()}.webp`)),
    );
    expect(missing).toEqual([]);
  });
});
