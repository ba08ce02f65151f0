import type { Database } from '../../lib/db/database';

/**
 * In-process "the catalogue changed" signal, per database. The list cache listens; the status
 * service (and later admin edits) notify. Other server instances do not hear it and rely on the
 * cache's one-second lifetime instead.
 */
const listeners = new WeakMap<Database, Set<() => void>>();

export function onCatalogueChange(db: Database, listener: () => void): () => void {
  let set = listeners.get(db);
  if (set === undefined) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function notifyCatalogueChange(db: Database): void {
  for (const listener of listeners.get(db) ?? []) listener();
}
