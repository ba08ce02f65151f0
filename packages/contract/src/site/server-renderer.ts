import type { MarketCurrency } from '../markets/market-currency';

/**
 * The web app's server render (apps/web/src/entry-server.tsx), as the server loads it from the
 * build: the page at `url` as HTML for `#root` plus the state the app hydrates from, or null for a
 * page the app renders itself. `fetch` answers the render's API calls (in-process on the server).
 */
export type ServerRenderer = (request: {
  url: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * The viewer's market currency (the `lumus_market` cookie's market, decision 045): prices are
   * rendered in it once, and the hydration repeats it. Rupees when a caller does not say.
   */
  currency?: MarketCurrency;
}) => Promise<ServerRender | null>;

export interface ServerRender {
  /** The markup of `#root`. */
  html: string;
  /** JSON for the page's state script, already safe to place inside a `<script>` element. */
  state: string;
}

/** The id of the JSON script a server-rendered page carries after its `#root`. */
export const SERVER_RENDER_STATE_ID = 'lumus-server-render';
