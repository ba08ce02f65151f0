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

describe('the consultant draft: markets and euro prices', () => {
  it('sends the euro prices in cents and whether India is served', () => {
    const result = validate(
      { ...filled, servesInr: false, eurPrice: '1,99', eurCallPrice: '2.49' },
      t,
    );
    expect(result.ok && result.payload).toMatchObject({
      servesInr: false,
      eurPricePerMinuteMinor: 199,
      eurCallPricePerMinuteMinor: 249,
    });
  });

  it('sends no euro price for empty fields: not offered in the euro market', () => {
    const result = validate({ ...filled, eurPrice: ' ', eurCallPrice: '' }, t);
    expect(result.ok && result.payload).toMatchObject({
      servesInr: true,
      eurPricePerMinuteMinor: null,
      eurCallPricePerMinuteMinor: null,
    });
  });

  it('refuses euro prices that are not whole cents, negative or above €100', () => {
    for (const eurPrice of ['abc', '-1', '1.999', '100.01']) {
      const result = validate({ ...filled, eurPrice }, t);
      expect(result.ok ? null : result.errors.eurPrice, eurPrice).toBe('admin.errors.eur_price');
    }
    const call = validate({ ...filled, eurPrice: '2', eurCallPrice: '250' }, t);
    expect(call.ok ? null : call.errors.eurCallPrice).toBe('admin.errors.eur_call_price');
  });

  it('refuses a euro call price without a euro chat price', () => {
    const result = validate({ ...filled, eurCallPrice: '2.49' }, t);
    expect(result.ok ? null : result.errors.eurCallPrice).toBe(
      'admin.errors.eur_call_without_chat',
    );
  });

  it('refuses a psychic offered in no market', () => {
    const result = validate({ ...filled, servesInr: false, eurPrice: '' }, t);
    expect(result.ok ? null : result.errors.servesInr).toBe('admin.errors.no_market');
  });

  it('shows saved euro prices and the India switch', () => {
    const saved = {
      pricePerMinuteMinor: 3000,
      callPricePerMinuteMinor: null,
      servesInr: false,
      eurPricePerMinuteMinor: 149,
      eurCallPricePerMinuteMinor: null,
    } as AdminConsultant;
    expect(draftOf(saved)).toMatchObject({ servesInr: false, eurPrice: '1.49', eurCallPrice: '' });
    expect(draftOf(null)).toMatchObject({ servesInr: true, eurPrice: '', eurCallPrice: '' });
  });
});
