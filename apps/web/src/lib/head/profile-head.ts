import type { ProfileLookup } from '@lumus/contract/site/page-seo';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * What the profile page found about the psychic of its URL, for the head updater in the shell: the
 * route table only knows "a profile", the page knows whom. The name is kept per path so a stale
 * answer never names the psychic of another page. Tiny on purpose: the shell imports it.
 */
type Reported = Readonly<{ pathname: string; name: string | null }>;

let reported: Reported | null = null;
const listeners = new Set<() => void>();

function publish(next: Reported | null): void {
  reported = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => reported;
const serverSnapshot = () => null;

/**
 * Called by the profile page with its lookup: a name once loaded, null for an unknown or
 * suspended slug (the server's 404), undefined while it is still asking or the call failed.
 */
export function useProfileHead(lookup: ProfileLookup): void {
  const { pathname } = useLocation();
  // A string or null, not the object: a refetch with the same name changes nothing.
  const name = lookup === undefined ? undefined : lookup === null ? null : lookup.name;
  useEffect(() => {
    if (name === undefined) return;
    const entry: Reported = { pathname, name };
    publish(entry);
    return () => {
      if (reported === entry) publish(null);
    };
  }, [pathname, name]);
}

/**
 * The profile page's lookup for `pathname`, as page-seo takes it: undefined when no page reported
 * one for this path. A string or null is returned (not a fresh object) so it can be an effect's
 * dependency; `toProfileLookup` turns it back.
 */
export function useProfileHeadOf(pathname: string): string | null | undefined {
  const current = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return current?.pathname === pathname ? current.name : undefined;
}

export function toProfileLookup(name: string | null | undefined): ProfileLookup {
  return name === undefined || name === null ? name : { name };
}
