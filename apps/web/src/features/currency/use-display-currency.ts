import { BASE_CURRENCY_DTO } from '@lumus/contract/base-currency';
import type { CurrencyDto } from '@lumus/contract/currency';
import { isMarketCurrency, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useAfterHydration } from '../../lib/ui/browser-only';
import { useSession } from '../../lib/session/session-context';
import { currencyQuery } from './api/get-currency-details';
import { useRenderCurrency } from './render-currency';

/** The viewer's market currency as the calls name it (`currency` of list and profile). */
export function useMarketCurrency(): MarketCurrency {
  const { isoCode } = useDisplayCurrency();
  return isMarketCurrency(isoCode) ? isoCode : 'INR';
}

/**
 * The viewer's market currency (decision 045): amounts are stored in it, so nothing is converted.
 * A server-rendered page and its hydration show the currency the server rendered in (the
 * `lumus_market` cookie's market); after that, the currency call's answer (the wallet's currency
 * for a signed-in user). A changed answer re-renders every price of a list, in the background.
 */
export function useDisplayCurrency(): CurrencyDto {
  const { userId, isLoggedIn } = useSession();
  const { data } = useQuery(currencyQuery(isLoggedIn ? userId : null, isLoggedIn));
  const hydrated = useAfterHydration();
  const rendered = useRenderCurrency();
  const shown = !hydrated && rendered !== null ? rendered : (data ?? rendered ?? BASE_CURRENCY_DTO);
  return useDeferredValue(shown);
}
