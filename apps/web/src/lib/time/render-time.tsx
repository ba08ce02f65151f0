import { createContext, useContext, type ReactNode } from 'react';
import { useAfterHydration } from '../ui/browser-only';

/**
 * The zone dates and times are written in by the server render and by the browser's hydration of
 * it (decision 024). The server does not know the viewer's zone, and a date written in the
 * server's own zone and again in the browser's differs near midnight, which makes React throw the
 * server's page away (error #418). From the render after the hydration on, the viewer's zone.
 */
const RENDER_TIME_ZONE = 'UTC';

/** The instant the server rendered the page at, shipped with the page; null in a plain app render. */
const RenderInstantContext = createContext<number | null>(null);

export function RenderInstantProvider({
  at,
  children,
}: {
  at: number | null;
  children: ReactNode;
}) {
  return <RenderInstantContext.Provider value={at}>{children}</RenderInstantContext.Provider>;
}

/** The zone to format in: the fixed render zone until hydrated, then the viewer's (undefined). */
function useDisplayTimeZone(): string | undefined {
  return useAfterHydration() ? undefined : RENDER_TIME_ZONE;
}

/** A date formatter in the zone of `useDisplayTimeZone`. */
export function useDateTimeFormat(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const timeZone = useDisplayTimeZone();
  return new Intl.DateTimeFormat(locale, { ...options, timeZone });
}

/**
 * "Now" for clock-derived text: the server's render instant in the server render and the
 * hydration (so both write the same, whatever the browser's clock says), the browser's clock after.
 */
function useRenderNow(): Date {
  const renderedAt = useContext(RenderInstantContext);
  const hydrated = useAfterHydration();
  return !hydrated && renderedAt !== null ? new Date(renderedAt) : new Date();
}

/** The current year: in the render zone from the render instant until hydrated, then the viewer's. */
export function useCurrentYear(): number {
  const now = useRenderNow();
  const timeZone = useDisplayTimeZone();
  return timeZone === undefined ? now.getFullYear() : now.getUTCFullYear();
}
