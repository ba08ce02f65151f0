import { HARDWARE_ID_LENGTH } from '@lumus/contract/constants';
import { fingerprintId } from './fingerprint';
import { readString, saveToStorage } from '../storage/storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { randomId } from './random-id';

/**
 * The hardware id step (spec §3, §4): an fbclid from the URL is used directly; otherwise the
 * fingerprint hash; when fingerprinting fails (only logged, §8) a random id of the same length.
 * The id is stored under `hwd_id` and returned.
 */
export async function resolveHardwareId(
  fbclid: string | null,
  fingerprint: () => Promise<string> = fingerprintId,
): Promise<string> {
  let id: string;
  if (fbclid !== null) {
    id = fbclid;
  } else {
    try {
      id = await fingerprint();
    } catch (error) {
      console.error('Fingerprinting failed; using a random hardware id', error);
      // Keep an earlier id so the device does not look new on every visit.
      id = readString(STORAGE_KEYS.hardwareId) ?? randomId(HARDWARE_ID_LENGTH);
    }
  }
  saveToStorage(STORAGE_KEYS.hardwareId, id);
  return id;
}

export function readHardwareId(): string {
  return readString(STORAGE_KEYS.hardwareId) ?? '';
}
