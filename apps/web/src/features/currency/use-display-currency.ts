import { BASE_CURRENCY_DTO } from '@lumus/contract/base-currency';
import type { CurrencyDto } from '@lumus/contract/currency';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useAfterHydration } from '../../lib/ui/browser-only';
import { useSession } from '../../lib/session/session-context';
import { currencyQuery } from './api/get-currency-details';

/**
 * The currency prices are shown in; the rupee until the server has answered. A server-rendered
 * page is the rupee's too (the server cannot know the visitor's currency), and so is its
 * hydration; the stored or fetched currency follows right after. Every price of a list changes
 * then, so that render runs in the background, in slices.
 */
export function useDisplayCurrency(): CurrencyDto {
  const { userId, isLoggedIn } = useSession();
  const { data } = useQuery(currencyQuery(isLoggedIn ? userId : null, isLoggedIn));
  const hydrated = useAfterHydration();
  const shown = hydrated && data !== undefined && !isBaseCurrency(data) ? data : BASE_CURRENCY_DTO;
  return useDeferredValue(shown);
}

/** The rupee's answer changes nothing on screen: no list re-renders for it. */
function isBaseCurrency(currency: CurrencyDto): boolean {
  return (
    currency.isoCode === BASE_CURRENCY_DTO.isoCode &&
    currency.symbol === BASE_CURRENCY_DTO.symbol &&
    currency.conversionFactor === BASE_CURRENCY_DTO.conversionFactor
  );
}
