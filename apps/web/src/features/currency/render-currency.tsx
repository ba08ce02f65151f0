import type { CurrencyDto } from '@lumus/contract/currency';
import {
  CURRENCY_SYMBOL,
  MINOR_PER_UNIT,
  type MarketCurrency,
} from '@lumus/contract/markets/market-currency';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The market currency a server render wrote its prices in (decision 045), shipped with the page:
 * the browser's hydration shows the same, so prices render once and hydrate identically in every
 * time zone. Null in a plain app render.
 */
const RenderCurrencyContext = createContext<MarketCurrency | null>(null);

export function RenderCurrencyProvider({
  currency,
  children,
}: {
  currency: MarketCurrency | null;
  children: ReactNode;
}) {
  return (
    <RenderCurrencyContext.Provider value={currency}>{children}</RenderCurrencyContext.Provider>
  );
}

/** The server render's currency as the spec's currencyDto, or null without one. */
export function useRenderCurrency(): CurrencyDto | null {
  const currency = useContext(RenderCurrencyContext);
  return currency === null ? null : currencyDtoOf(currency);
}

export function currencyDtoOf(currency: MarketCurrency): CurrencyDto {
  return { symbol: CURRENCY_SYMBOL[currency], conversionFactor: MINOR_PER_UNIT, isoCode: currency };
}
