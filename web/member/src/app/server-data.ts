import type { SearchCard } from '@mawadda/contracts/cards';
import type { Locale } from '@mawadda/contracts/locale';
import { initialState, type AppState } from './state';

/** The id of the JSON block a server-rendered page carries its data in. */
export const SERVER_DATA_ID = 'ssr-data';

/**
 * What a server-rendered page hands its client (entry-server.tsx writes it; main.tsx reads it) so
 * the first client render is the server's, element for element: the router's loader data by
 * route id and the startup's content. Data, not code: a `<script type="application/json">` is
 * never executed, so the CSP needs no hash for it.
 */
export interface ServerData {
  locale: Locale;
  /** The matched routes' loader data, by route id (react-router's `hydrationData.loaderData`). */
  loaderData: Record<string, unknown>;
  startup: Pick<AppState, 'menus' | 'blocks' | 'pages'>;
  /**
   * Home's most active members as a guest sees them, and when the server read them (ms since the
   * epoch): features/content/components/home/most-active-seed.tsx.
   */
  mostActive?: { items: SearchCard[]; at: number };
  /** The numbers and dates the render wrote, by call (lib/format.ts `recordFormatted`). */
  formatted?: Record<string, string>;
}

/** The page's server data, if the server rendered it. */
export function readServerData(doc: Document = document): ServerData | undefined {
  const text = doc.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return undefined;
  }
}

/**
 * The state both renders start from: the startup's content, as a guest. A signed-in member's
 * session is applied right after hydration (the server never knows it: the token is in localStorage).
 */
export const serverRenderedState = (startup: ServerData['startup']): AppState => ({
  ...initialState(),
  token: null,
  auth: { isAuthenticated: false },
  loader: false,
  ...startup,
});
