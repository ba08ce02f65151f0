import type { ConsultantCard } from '@lumus/contract/catalogue/consultant';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../catalogue/api/catalogue-keys';

function isCard(value: unknown, id: number): value is ConsultantCard {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    value.id === id &&
    'displayName' in value &&
    'photoUrl' in value &&
    'pricePerMinuteMinor' in value
  );
}

/** Depth-first search through one cached catalogue answer (a profile, or pages of cards). */
function findIn(value: unknown, id: number, depth: number): ConsultantCard | null {
  if (isCard(value, id)) return value;
  if (depth > 4 || typeof value !== 'object' || value === null) return null;
  for (const child of Object.values(value)) {
    const found = findIn(child, id, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The psychic's card from whatever the catalogue already loaded. The Chat button sits on the
 * list and the profile, so the card is almost always cached; a cold visit (a link) asks the
 * catalogue's by-id call instead (`consultantByIdQuery`).
 */
export function cachedConsultant(queryClient: QueryClient, id: number): ConsultantCard | null {
  for (const [, data] of queryClient.getQueriesData({ queryKey: catalogueKeys.all })) {
    const found = findIn(data, id, 0);
    if (found !== null) return found;
  }
  return null;
}
