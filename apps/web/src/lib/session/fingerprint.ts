import { HARDWARE_ID_LENGTH } from '@lumus/contract/constants';
import { nextTask } from '../boot/next-task';
import type { TraitName, TraitReader, TraitValue } from './device-traits';

/** Per-trait time-out of the fingerprint (spec §9). */
const TRAIT_TIMEOUT_MS = 1_000;

/** What a trait that threw or did not answer in time contributes to the hash. */
export const TRAIT_UNAVAILABLE = 'unavailable';
export const TRAIT_TIMED_OUT = 'timeout';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readWithTimeout(name: TraitName, read: TraitReader): Promise<TraitValue> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      // The id then differs from this device's usual one; worth a line when it happens.
      console.warn(`Fingerprint trait "${name}" took longer than ${String(TRAIT_TIMEOUT_MS)} ms`);
      resolve(TRAIT_TIMED_OUT);
    }, TRAIT_TIMEOUT_MS);
    Promise.resolve()
      .then(read)
      .then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        () => {
          clearTimeout(timer);
          resolve(TRAIT_UNAVAILABLE);
        },
      );
  });
}

/**
 * Reads the traits one task at a time, in the given order. The first render waits for the hash
 * (spec §4), so on a slow phone one long task here would freeze the page; separate tasks keep
 * the main thread free between them. A trait that fails or takes longer than a second counts as
 * such instead of failing the whole id.
 */
export async function readTraits(
  names: readonly TraitName[],
  readers: Readonly<Record<TraitName, TraitReader>>,
): Promise<Partial<Record<TraitName, TraitValue>>> {
  const traits: Partial<Record<TraitName, TraitValue>> = {};
  for (const name of names) {
    await nextTask();
    traits[name] = await readWithTimeout(name, readers[name]);
  }
  return traits;
}

/**
 * The hardware id of spec §3: the first 32 hex characters of a SHA-256 over the device traits.
 * The trait readers load on demand (they are needed once per visit). Rejects when hashing is
 * impossible (no Web Crypto outside a secure context); the caller then uses a random id.
 */
export async function fingerprintId(): Promise<string> {
  const { TRAIT_NAMES, TRAIT_READERS } = await import('./device-traits');
  const traits = await readTraits(TRAIT_NAMES, TRAIT_READERS);
  return (await sha256Hex(JSON.stringify(traits))).slice(0, HARDWARE_ID_LENGTH);
}
