import { COUNTRIES } from '@lumus/contract/countries.generated';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { countryOfTimeZone } from '../currency/pick-currency';

/**
 * The EU and the rest of the European Economic Area, where the Consumer Rights Directive gives a
 * 14-day right of withdrawal that a paid digital service only ends with the consumer's consent.
 */
export const EEA_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
]);

const EEA_DIAL_CODES: ReadonlySet<string> = new Set(
  COUNTRIES.filter((country) => EEA_COUNTRIES.has(country.code)).map((country) =>
    country.dial_code.replace(/\D/g, ''),
  ),
);

/**
 * Whether this user buys as a consumer in the EEA, so the withdrawal right applies: their wallet
 * is in euros (only the EU markets of decision 045 sell euros), their time zone lies in an EEA
 * country, or their verified phone number has an EEA dial code. Any one is enough, since asking
 * one user too many costs a tick and asking one too few costs the right to charge; so a rupee
 * wallet used from Berlin is still asked.
 */
export function withdrawalRightApplies(
  user: Readonly<{
    timeZone: string | null;
    countryCode: string | null;
    walletCurrency: MarketCurrency | null;
  }>,
): boolean {
  if (user.walletCurrency === 'EUR') return true;
  const zoneCountry = user.timeZone === null ? undefined : countryOfTimeZone(user.timeZone);
  if (zoneCountry !== undefined && EEA_COUNTRIES.has(zoneCountry)) return true;
  return user.countryCode !== null && EEA_DIAL_CODES.has(user.countryCode);
}
