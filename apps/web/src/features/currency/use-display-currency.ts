import { BASE_CURRENCY_DTO } from '@lumus/contract/base-currency';
import type { CurrencyDto } from '@lumus/contract/currency';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/session/session-context';
import { currencyQuery } from './api/get-currency-details';

/** The currency prices are shown in; the rupee until the server has answered. */
export function useDisplayCurrency(): CurrencyDto {
  const { userId, isLoggedIn } = useSession();
  const { data } = useQuery(currencyQuery(isLoggedIn ? userId : null, isLoggedIn));
  return data ?? BASE_CURRENCY_DTO;
}
