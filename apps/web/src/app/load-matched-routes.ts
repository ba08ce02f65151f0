import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy page routes matching `location` into the route objects before the router is
 * created, so its first render is the page itself: the same markup a server render produced (to
 * hydrate it), or the page rather than a loading screen. A page whose code fails to load stays
 * lazy; the router then loads it again and shows its error page.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      try {
        const loaded = await lazy();
        Object.assign(route, loaded, { lazy: undefined });
      } catch {
        // Left to the router, which reports it.
      }
    }),
  );
}
