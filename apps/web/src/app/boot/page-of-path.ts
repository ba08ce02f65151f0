import { APP_ROUTES, type AppRoute } from '../route-table';

// Scores in the manner of React Router's ranking: a fixed segment outweighs a parameter, so
// `chat-with-psychic/intake-form/x` is the intake form, not a group list titled "intake-form".
const STATIC_SEGMENT_SCORE = 10;
const PARAMETER_SEGMENT_SCORE = 3;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** A pattern's shapes: each optional `:param?` segment present or left out. */
function shapesOf(pattern: string): string[][] {
  let shapes: string[][] = [[]];
  for (const segment of segmentsOf(pattern)) {
    if (segment.startsWith(':') && segment.endsWith('?')) {
      const required = segment.slice(0, -1);
      shapes = shapes.flatMap((shape) => [shape, [...shape, required]]);
    } else {
      shapes = shapes.map((shape) => [...shape, segment]);
    }
  }
  return shapes;
}

function scoreOf(shape: readonly string[], segments: readonly string[]): number | null {
  if (shape.length !== segments.length) return null;
  let score = 0;
  for (const [index, part] of shape.entries()) {
    if (part.startsWith(':')) score += PARAMETER_SEGMENT_SCORE;
    else if (part.toLowerCase() === segments[index]?.toLowerCase()) score += STATIC_SEGMENT_SCORE;
    else return null;
  }
  return score;
}

/**
 * The route a path (without language prefix) shows, chosen as the router would choose it; null
 * for a path no page route matches. Lets the boot entry start the page's download before the
 * router itself (React, the shell) has arrived.
 */
export function routeOfPath(
  pathname: string,
  routes: readonly AppRoute[] = APP_ROUTES,
): AppRoute | null {
  const segments = segmentsOf(pathname);
  let best: { route: AppRoute; score: number } | null = null;
  for (const route of routes) {
    for (const shape of shapesOf(route.path)) {
      const score = scoreOf(shape, segments);
      if (score !== null && (best === null || score > best.score)) best = { route, score };
    }
  }
  return best?.route ?? null;
}
