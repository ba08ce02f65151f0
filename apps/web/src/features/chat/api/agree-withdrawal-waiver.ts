import {
  WITHDRAWAL_WAIVER_VERSION,
  withdrawalWaiverCall,
} from '@lumus/contract/legal/withdrawal-waiver';
import { api } from '../../../lib/api/api';

/** Stores the user's consent to immediate performance (the words of this app's version). */
export function agreeWithdrawalWaiver() {
  return api.call(withdrawalWaiverCall, { version: WITHDRAWAL_WAIVER_VERSION, agreed: true });
}
