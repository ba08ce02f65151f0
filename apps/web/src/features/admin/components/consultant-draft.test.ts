import type { AdminConsultant } from '@lumus/contract/admin/admin-consultants';
import { describe, expect, it } from 'vitest';
import { draftOf, validate, type Draft } from './consultant-draft';

const t = (key: string) => key;

const filled: Draft = {
  ...draftOf(null),
  displayName: 'Meera Iyer',
  photoUrl: '/api/media/avatar/meera-iyer.svg',
  bioEn: 'Tarot.',
  bioDe: 'Tarot.',
  categories: ['tarot'],
  languages: ['en'],
  experienceYears: '8',
  price: '30',
};

describe('the consultant draft: call price', () => {
  it('sends no call price for an empty field: the psychic takes no calls', () => {
    const result = validate({ ...filled, callPrice: '  ' }, t);
    expect(result.ok && result.payload.callPricePerMinuteMinor).toBeNull();
  });

  it('sends the call price in paise', () => {
    const result = validate({ ...filled, callPrice: '18.50' }, t);
    expect(result.ok && result.payload.callPricePerMinuteMinor).toBe(1850);
  });

  it('refuses a call price that is not an amount, or above the maximum', () => {
    for (const callPrice of ['abc', '-5', '1000.01']) {
      const result = validate({ ...filled, callPrice }, t);
      expect(result.ok ? null : result.errors.callPrice).toBe('admin.errors.call_price');
    }
  });

  it('shows a saved call price, and an empty field for none', () => {
    const saved = { pricePerMinuteMinor: 3000, callPricePerMinuteMinor: 1800 } as AdminConsultant;
    expect(draftOf(saved).callPrice).toBe('18.00');
    expect(draftOf({ ...saved, callPricePerMinuteMinor: null }).callPrice).toBe('');
  });
});
