import type { SearchCard } from '@mawadda/contracts/cards';
import type { Locale } from '@mawadda/contracts/locale';
import { initialState, type AppState } from './state';

/** The id of the JSON block a server-rendered page carries its data in. */
export const SERVER_DATA_ID = 'ssr-data';

/**
 * What a rendered page hands its client (entry-server.tsx writes, main.tsx reads) so the first
 * client render matches the server's: loader data by route id and the startup's content. A
 * `<script type="application/json">` is never executed, so the CSP needs no hash for it.
 */
export interface ServerData {
  locale: Locale;
  /** The matched routes' loader data, by route id (react-router's `hydrationData.loaderData`). */
  loaderData: Record<string, unknown>;
  startup: Pick<AppState, 'menus' | 'blocks' | 'pages'>;
  /**
   * The locales the startup's and the loaders' texts carry: the page's own and Arabic's
   * (lib/keep-locales.ts). Absent: all five.
   */
  locales?: Locale[];
  /**
   * Home's most active members as a guest sees them, and when the server read them (ms since the
   * epoch): features/content/components/home/most-active-seed.tsx.
   */
  mostActive?: { items: SearchCard[]; at: number };
  /** The numbers and dates the render wrote, by call (lib/format.ts `recordFormatted`). */
  formatted?: Record<string, string>;
}

/**
 * The id of the JSON block a page the server does not render (a member's) carries the startup's
 * content in: the gateway reads it once a minute for everyone (entry-server.tsx `startupScript`),
 * and the page starts with its menus, blocks and page titles instead of seven calls.
 */
export const STARTUP_DATA_ID = 'startup-data';

const readJson = <T>(doc: Document, id: string): T | undefined => {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

/** The page's server data, if the server rendered it. */
export const readServerData = (doc: Document = document) => readJson<ServerData>(doc, SERVER_DATA_ID);

/** The startup's content the gateway put in a page it did not render, if it did. */
export const readStartupData = (doc: Document = document) =>
  readJson<ServerData['startup']>(doc, STARTUP_DATA_ID);

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

/** A page the server did not render, with the startup's content it came with: the session as stored. */
export const seededState = (startup: ServerData['startup']): AppState => ({
  ...initialState(),
  loader: false,
  ...startup,
});
