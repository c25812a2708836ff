import { startTransition, type Dispatch } from 'react';
import { fetchBlocks } from '../features/startup/api/fetch-blocks';
import { fetchMenus } from '../features/startup/api/fetch-menus';
import { fetchPageTitles } from '../features/startup/api/fetch-page-titles';
import type { AppAction } from './state';

/**
 * Spec §4 startup: the seven fetches run in parallel; success clears the global loader flag,
 * any failure is logged (no message to the member) and leaves the flag set (a `refresh` leaves the
 * content in place instead). True when the content came. The pages come as
 * titles only (issue 18): a page's body is read when that page is opened.
 */
export async function runStartup(
  dispatch: Dispatch<AppAction>,
  options: { refresh?: boolean } = {},
): Promise<boolean> {
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
    const succeeded = () =>
      dispatch({
        type: 'startup/succeeded',
        menus: { header: header.filter((m) => m.menuId !== 2), footer, about },
        blocks: { howItWorks, promo: { items: promo }, app },
        pages,
      });
    // As a transition: every reader of the app's state (the header, the footer, a page's cards)
    // draws again with the menus, in slices the browser can interrupt, not in one long task
    // (issue 18: on the signed-in search page it was one 330 ms task under the mobile preset).
    // Read again for a language switch, at once: the page shows the new language only after, and
    // a transition would let it show with the old menus first.
    if (options.refresh) succeeded();
    else startTransition(succeeded);
    return true;
  } catch (error) {
    console.error('startup failed', error);
    // Read again for another language (`refresh`), the page keeps what it shows.
    if (!options.refresh) dispatch({ type: 'startup/failed' });
    return false;
  }
}
