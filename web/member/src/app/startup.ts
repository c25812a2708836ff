import { startTransition, type Dispatch } from 'react';
import { fetchBlocks } from '../features/startup/api/fetch-blocks';
import { fetchMenus } from '../features/startup/api/fetch-menus';
import { fetchPageTitles } from '../features/startup/api/fetch-page-titles';
import type { AppAction } from './state';

/**
 * Spec §4 startup: the seven fetches run in parallel; success clears the global loader flag,
 * any failure is logged (no message to the member) and leaves the flag set. The pages come as
 * titles only (issue 18): a page's body is read when that page is opened.
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
      fetchPageTitles(),
    ]);
    // As a transition: every reader of the app's state (the header, the footer, a page's cards)
    // draws again with the menus, in slices the browser can interrupt, not in one long task
    // (issue 18: on the signed-in search page it was one 330 ms task under the mobile preset).
    startTransition(() =>
      dispatch({
        type: 'startup/succeeded',
        menus: { header: header.filter((m) => m.menuId !== 2), footer, about },
        blocks: { howItWorks, promo: { items: promo }, app },
        pages,
      }),
    );
  } catch (error) {
    console.error('startup failed', error);
    dispatch({ type: 'startup/failed' });
  }
}
