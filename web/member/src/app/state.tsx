import {
  createContext,
  useContext,
  startTransition,
  useEffect,
  useMemo,
  useReducer,
  type Dispatch,
  type ReactNode,
} from 'react';
import type { CmsBlock, CmsMenuItem, CmsPageSummary } from '@mawadda/contracts/cms-content';
import { afterPaint } from '../lib/after-paint';
import { readToken } from './token-store';

/** The shared client state of spec §3, field for field. */
export interface AppState {
  loader: boolean;
  auth: { isAuthenticated: boolean };
  token: string | null;
  isSubscrption: boolean;
  cart: { items: unknown[]; totalQty: number; totalPrice: number };
  menus: { header: CmsMenuItem[]; footer: CmsMenuItem[]; about: CmsMenuItem[] };
  /** Category 9 is kept whole (spec §3); 15 and 4 are lists. */
  blocks: { howItWorks: CmsBlock[]; promo: { items: CmsBlock[] } | null; app: CmsBlock[] };
  /** The static pages without their bodies: links and breadcrumbs (a body is read on opening its page). */
  pages: CmsPageSummary[];
}

export type AppAction =
  | {
      type: 'startup/succeeded';
      menus: AppState['menus'];
      blocks: AppState['blocks'];
      pages: AppState['pages'];
    }
  | { type: 'startup/failed' }
  | { type: 'auth/token'; token: string | null }
  | { type: 'subscription/changed'; isSubscribed: boolean };

export const initialState = (): AppState => {
  const token = readToken();
  return {
    loader: true,
    auth: { isAuthenticated: Boolean(token) },
    token,
    isSubscrption: false,
    cart: { items: [], totalQty: 0, totalPrice: 0 },
    menus: { header: [], footer: [], about: [] },
    blocks: { howItWorks: [], promo: null, app: [] },
    pages: [],
  };
};

export function reducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'startup/succeeded':
      return { ...state, loader: false, menus: action.menus, blocks: action.blocks, pages: action.pages };
    case 'startup/failed':
      return { ...state, loader: true };
    case 'auth/token':
      return {
        ...state,
        token: action.token,
        auth: { isAuthenticated: Boolean(action.token) },
        // Signed out: whoever signs in next has their own standing, read afresh.
        isSubscrption: action.token ? state.isSubscrption : false,
      };
    case 'subscription/changed':
      return { ...state, isSubscrption: action.isSubscribed };
  }
}

const StateContext = createContext<{ state: AppState; dispatch: Dispatch<AppAction> } | null>(null);

/**
 * `isSubscrption` (spec §3) is billing's `active` for the signed-in member (`GET /api/billing/me`).
 * Its code is fetched only once someone is signed in, so a guest's first screen never loads it.
 */
export const readBillingActive = (): Promise<boolean> =>
  import('../features/billing/api/fetch-billing-me').then(
    async ({ fetchBillingMe }) => (await fetchBillingMe()).active,
  );

/** A tab that comes back after this long reads the flag again (a trial or plan may have ended meanwhile). */
const SUBSCRIPTION_STALE_MS = 5 * 60_000;

/**
 * Reads `isSubscrption` at sign-in and when a tab comes back to view; billing pages also set it
 * from every answer. A failed read keeps the flag: billing refuses companies and staff, who have no
 * plan, and a lost connection is no reason to take a member's plan away on screen.
 */
function useSubscriptionSync(
  signedIn: boolean,
  dispatch: Dispatch<AppAction>,
  read?: () => Promise<boolean>,
) {
  useEffect(() => {
    if (!signedIn || !read) return;
    let live = true;
    let readAt = 0;
    const refresh = () => {
      readAt = Date.now();
      read()
        .then((active) => {
          // A transition, as the startup's content: the whole app reads this state.
          if (live) startTransition(() => dispatch({ type: 'subscription/changed', isSubscribed: active }));
        })
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - readAt > SUBSCRIPTION_STALE_MS) refresh();
    };
    // Its code and call once the page has painted: no first screen shows the flag.
    const cancelFirst = afterPaint(() => {
      if (readAt === 0) refresh();
    });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelFirst();
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn, dispatch, read]);
}

export function AppStateProvider({
  children,
  initial,
  // The app's provider reads the flag from billing; a test that hands in its own state sets the
  // flag itself (and may pass a reader to test the sync).
  readSubscription = initial ? undefined : readBillingActive,
}: {
  children: ReactNode;
  initial?: AppState;
  readSubscription?: () => Promise<boolean>;
}) {
  const [state, dispatch] = useReducer(reducer, initial ?? initialState());
  useSubscriptionSync(state.auth.isAuthenticated, dispatch, readSubscription);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <StateContext.Provider value={value}>{children}</StateContext.Provider>;
}

export function useAppState() {
  const ctx = useContext(StateContext);
  if (!ctx) throw new Error('useAppState outside AppStateProvider');
  return ctx;
}
