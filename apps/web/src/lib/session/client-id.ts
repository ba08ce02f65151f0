import { CLIENT_ID_PREFIX, CLIENT_ID_RANDOM_LENGTH } from '@lumus/contract/constants';
import { readString, saveToStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { randomId } from './random-id';

/** `lumus-web-` + 10 random characters + `-` + user id, stored once (spec §3, §4). */
export function ensureClientId(userId: string | number): string {
  const existing = readString(STORAGE_KEYS.clientId);
  if (existing !== null) return existing;
  const clientId = `${CLIENT_ID_PREFIX}${randomId(CLIENT_ID_RANDOM_LENGTH)}-${String(userId)}`;
  saveToStorage(STORAGE_KEYS.clientId, clientId);
  return clientId;
}
