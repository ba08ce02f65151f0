import { SERVER_RENDER_STATE_ID } from '@lumus/contract/site/server-renderer';
import type { DehydratedState } from '@tanstack/react-query';
import type { MarketCurrency } from '@lumus/contract/markets/market-currency';

/**
 * What a server-rendered page hands the app: the URL it was rendered for (the app hydrates only
 * the page it finds there) and the query data the markup was rendered from.
 */
export interface ServerRenderState {
  url: string;
  queries: DehydratedState;
  /**
   * When the server rendered the page (ms since the epoch): clock-derived text is written from
   * it by the server and by the hydration alike (lib/time/render-time.tsx).
   */
  renderedAt: number;
  /**
   * The market currency the prices were rendered in (decision 045); the hydration shows the same.
   * Missing in pages rendered before it existed.
   */
  currency?: MarketCurrency;
}

/**
 * JSON for a `<script type="application/json">`: `<` is escaped so no text inside (a review,
 * say) can close the script element; JSON.parse reads the escape back unchanged.
 */
export function serializeServerRenderState(state: ServerRenderState): string {
  return JSON.stringify(state).replaceAll('<', '\\u003c');
}

function isServerRenderState(value: unknown): value is ServerRenderState {
  if (typeof value !== 'object' || value === null) return false;
  if (!('url' in value) || typeof value.url !== 'string') return false;
  if (!('queries' in value) || typeof value.queries !== 'object' || value.queries === null) {
    return false;
  }
  if (!('renderedAt' in value) || typeof value.renderedAt !== 'number') return false;
  return 'queries' in value.queries && Array.isArray(value.queries.queries);
}

/** The state embedded by the server, or null for a page the server did not render. */
export function readServerRenderState(document: Document): ServerRenderState | null {
  const text = document.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (text === undefined || text === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return isServerRenderState(value) ? value : null;
  } catch {
    return null;
  }
}
