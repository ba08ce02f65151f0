import { z } from 'zod';
import { consultantStatusSchema } from '../catalogue/consultant';

/**
 * Socket.IO events of the catalogue. A client viewing a list or a profile emits
 * `catalogue:subscribe` and then receives every `consultant:status` until it unsubscribes or
 * disconnects. Payloads are parsed with these schemas on the receiving side.
 */
export const CATALOGUE_ROOM = 'catalogue';

export const consultantStatusEventSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  status: consultantStatusSchema,
  /** ISO timestamp; lets a client ignore an event older than what it already shows. */
  changedAt: z.string(),
});
export type ConsultantStatusEvent = z.infer<typeof consultantStatusEventSchema>;

export interface CatalogueServerToClientEvents {
  'consultant:status': (event: ConsultantStatusEvent) => void;
}

export interface CatalogueClientToServerEvents {
  'catalogue:subscribe': (ack?: (result: { ok: true }) => void) => void;
  'catalogue:unsubscribe': () => void;
}
