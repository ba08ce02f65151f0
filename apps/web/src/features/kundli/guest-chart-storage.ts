import {
  type ClaimGuestChartInput,
  type GuestChart,
  genderSchema,
  guestChartSchema,
} from '@lumus/contract/astrology/birth-details';
import { z } from 'zod';
import { readJson, removeFromStorage, saveToStorage } from '../../lib/storage/storage';
import { randomId } from '../../lib/session/random-id';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';

/**
 * A guest's kundli, kept in this browser (decision 047): the birth details the server cast it
 * from (sent again when the guest signs in, so the account's copy is cast by the server) and the
 * chart to show meanwhile. `key` makes the claim idempotent: the server saves one person per key.
 */
const storedSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
  input: z.object({
    name: z.string().min(1),
    gender: genderSchema,
    birthDate: z.string(),
    birthTime: z.string().nullable(),
    birthTimeUnknown: z.boolean(),
    placeId: z.number().int(),
  }),
  chart: guestChartSchema,
});
export type StoredGuestChart = z.infer<typeof storedSchema>;

export function readGuestChart(): StoredGuestChart | null {
  return readJson(STORAGE_KEYS.guestKundli, storedSchema);
}

export function saveGuestChart(stored: StoredGuestChart): void {
  saveToStorage(STORAGE_KEYS.guestKundli, stored);
}

export function clearGuestChart(): void {
  removeFromStorage(STORAGE_KEYS.guestKundli);
}

/** A fresh key for a new chart; called from an event handler, never during render. */
export function newGuestChartKey(): string {
  return randomId(32);
}

export function guestChartOf(
  key: string,
  input: StoredGuestChart['input'],
  chart: GuestChart,
): StoredGuestChart {
  return { key, input, chart };
}

let claiming: Promise<number | null> | null = null;

/**
 * Moves the browser's guest chart to the signed-in account: one claim at a time (two components
 * mounting together share it), the copy here removed only after the server saved it, and only if
 * it is still the chart that was sent (one made meanwhile in another tab stays). A failed claim
 * keeps the copy for the next try. Resolves to the saved person's id, or null with nothing to move.
 */
export function claimGuestChartOnce(
  claim: (input: ClaimGuestChartInput) => Promise<{ id: number }>,
): Promise<number | null> {
  claiming ??= (async () => {
    const stored = readGuestChart();
    if (stored === null) return null;
    const saved = await claim({ ...stored.input, guestKey: stored.key });
    if (readGuestChart()?.key === stored.key) clearGuestChart();
    return saved.id;
  })().finally(() => {
    claiming = null;
  });
  return claiming;
}
