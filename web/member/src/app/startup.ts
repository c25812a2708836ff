import type { Dispatch } from 'react';
import { fetchBlocks } from '../features/startup/api/fetch-blocks';
import { fetchMenus } from '../features/startup/api/fetch-menus';
import { fetchPages } from '../features/startup/api/fetch-pages';
import type { AppAction } from './state';

/**
 * Spec §4 startup: the seven fetches run in parallel; success clears the global loader flag,
 * any failure is logged (no message to the member) and leaves the flag set.
 */
export async function runStartup(dispatch: Dispatch<AppAction>): Promise<void> {
  try {
    const [header, footer, about, howItWorks, promo, app, pages] = await Promise.all([
      fetchMenus(1),
      fetchMenus(3),
      fetchMenus(1, 2),
      fetchBlocks(15),
      fetchBlocks(9),
      fetchBlocks(4),
      fetchPages(),
    ]);
    dispatch({
      type: 'startup/succeeded',
      menus: { header: header.filter((m) => m.menuId !== 2), footer, about },
      blocks: { howItWorks, promo: { items: promo }, app },
      pages,
    });
  } catch (error) {
    console.error('startup failed', error);
    dispatch({ type: 'startup/failed' });
  }
}
