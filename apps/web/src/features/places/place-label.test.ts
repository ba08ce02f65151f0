import { describe, expect, it } from 'vitest';
import { placeLabel } from './place-label';

describe('placeLabel', () => {
  it('names region and country, the country in the reader language', () => {
    const koeln = { name: 'Köln', region: 'North Rhine-Westphalia', country: 'DE' };
    expect(placeLabel(koeln, 'en')).toBe('Köln, North Rhine-Westphalia, Germany');
    expect(placeLabel(koeln, 'de')).toBe('Köln, North Rhine-Westphalia, Deutschland');
  });

  it('does not repeat a region named like the city, and skips what is missing', () => {
    expect(placeLabel({ name: 'Delhi', region: 'Delhi', country: 'IN' }, 'en')).toBe(
      'Delhi, India',
    );
    expect(placeLabel({ name: 'Tiny village', region: '', country: '' }, 'en')).toBe(
      'Tiny village',
    );
  });
});
