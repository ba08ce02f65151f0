import {
  consolePriceChangeCall,
  consoleProfileGetCall,
  consoleProfileUpdateCall,
  type ConsolePriceChangeInput,
  type ConsoleProfileUpdateInput,
} from '@lumus/contract/onboarding/console-profile';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { consoleKeys } from './console-keys';

/** `console/profile/get`: the psychic's own catalogue profile and latest price change request. */
export function consoleProfileQuery(userId: string | null) {
  return queryOptions({
    queryKey: consoleKeys.profile(userId),
    queryFn: ({ signal }) => api.call(consoleProfileGetCall, {}, { signal }),
    enabled: userId !== null,
  });
}

/** `console/profile/update`: photo, bios and languages; answers the profile as saved. */
export function updateConsoleProfile(input: ConsoleProfileUpdateInput) {
  return api.call(consoleProfileUpdateCall, input);
}

/**
 * `console/profile/price-change`: asks the operator for a new price in one market's currency;
 * replaces a pending ask in that currency.
 */
export function requestPriceChange(input: ConsolePriceChangeInput) {
  return api.call(consolePriceChangeCall, input);
}
