import type { Language } from '@lumus/contract/constants';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';
import { useMemo } from 'react';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useMarketCurrency } from '../../currency/use-display-currency';

/** Who a list is for: prices in their market's currency, their page's speakers first. */
export type ListViewer = Readonly<{ currency: MarketCurrency; speaks: Language }>;

export function useListViewer(): ListViewer {
  const currency = useMarketCurrency();
  const speaks = useLanguage();
  return useMemo(() => ({ currency, speaks }), [currency, speaks]);
}
