import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import type { CmsBlock, CmsMenuItem, CmsPage } from '@mawadda/contracts/cms-content';
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
  pages: CmsPage[];
}

export type AppAction =
  | { type: 'startup/succeeded'; menus: AppState['menus']; blocks: AppState['blocks']; pages: CmsPage[] }
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
      return { ...state, token: action.token, auth: { isAuthenticated: Boolean(action.token) } };
    case 'subscription/changed':
      return { ...state, isSubscrption: action.isSubscribed };
  }
}

const StateContext = createContext<{ state: AppState; dispatch: Dispatch<AppAction> } | null>(null);

export function AppStateProvider({ children, initial }: { children: ReactNode; initial?: AppState }) {
  const [state, dispatch] = useReducer(reducer, initial ?? initialState());
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <StateContext.Provider value={value}>{children}</StateContext.Provider>;
}

export function useAppState() {
  const ctx = useContext(StateContext);
  if (!ctx) throw new Error('useAppState outside AppStateProvider');
  return ctx;
}
