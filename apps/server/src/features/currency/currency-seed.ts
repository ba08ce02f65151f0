import type { SeedStep } from '../seed/seed-step';
import { currencyRates } from './currency-tables';

/**
 * Demo rates (paise per unit, late-2025 levels): an operator keeps them current in the table.
 * Countries not listed anywhere fall back to USD (foreign) or INR (India), see `currency.ts`.
 */
const DEMO_CURRENCY_RATES = [
  { isoCode: 'INR', symbol: '₹', conversionFactor: 100, countries: ['IN'] },
  {
    isoCode: 'USD',
    symbol: '$',
    conversionFactor: 8_800,
    countries: [
      'US',
      'PR',
      'GU',
      'VI',
      'AS',
      'MP',
      'EC',
      'SV',
      'PA',
      'TL',
      'FM',
      'MH',
      'PW',
      'TC',
      'VG',
      'BQ',
      'UM',
      'IO',
    ],
  },
  {
    isoCode: 'EUR',
    symbol: '€',
    conversionFactor: 10_200,
    countries: [
      'AT',
      'BE',
      'HR',
      'CY',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PT',
      'SK',
      'SI',
      'ES',
      'AD',
      'MC',
      'SM',
      'VA',
      'ME',
      'XK',
      'AX',
      'GF',
      'GP',
      'MQ',
      'YT',
      'RE',
      'BL',
      'MF',
      'PM',
    ],
  },
  { isoCode: 'GBP', symbol: '£', conversionFactor: 11_600, countries: ['GB', 'IM', 'JE', 'GG'] },
  {
    isoCode: 'AUD',
    symbol: 'A$',
    conversionFactor: 5_700,
    countries: ['AU', 'CX', 'CC', 'NF', 'KI', 'NR', 'TV'],
  },
  { isoCode: 'CAD', symbol: 'C$', conversionFactor: 6_300, countries: ['CA'] },
  { isoCode: 'AED', symbol: 'AED ', conversionFactor: 2_400, countries: ['AE'] },
  { isoCode: 'SGD', symbol: 'S$', conversionFactor: 6_800, countries: ['SG'] },
  { isoCode: 'CHF', symbol: 'CHF ', conversionFactor: 11_000, countries: ['CH', 'LI'] },
  {
    isoCode: 'NZD',
    symbol: 'NZ$',
    conversionFactor: 5_000,
    countries: ['NZ', 'CK', 'NU', 'PN', 'TK'],
  },
] as const;

export const currencyRatesSeed: SeedStep = {
  id: 'currency/rates@1',
  run: async (tx) => {
    await tx
      .insert(currencyRates)
      .values(DEMO_CURRENCY_RATES.map((rate) => ({ ...rate, countries: [...rate.countries] })))
      .onConflictDoNothing();
  },
};
