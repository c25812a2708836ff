import { startTransition, type Dispatch } from 'react';
import { fetchBlocks } from '../features/startup/api/fetch-blocks';
import { fetchMenus } from '../features/startup/api/fetch-menus';
import { fetchPageTitles } from '../features/startup/api/fetch-page-titles';
import type { AppAction } from './state';

/**
 * Spec §4 startup: the fetches run in parallel; success clears the global loader flag, a failure
 * is logged and leaves it set (a `refresh` keeps the content). True when the content came. Pages
 * come as titles only: a body is read when its page opens, so start-up fetches no bodies.
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
    // As a transition: every reader of the app's state draws again with the menus, in slices the
    // browser can interrupt, not in one long task.
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
