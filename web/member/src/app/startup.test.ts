import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/render';
import { runStartup } from './startup';
import type { AppAction } from './state';

const label = { ar: 'أ', en: 'a', ur: 'ا', fa: 'ا', tr: 'a' };
const menu = (id: number, menuId: number, isActive = true) => ({
  id,
  categoryId: 1,
  menuId,
  order: 1,
  isActive,
  link: `/l${id}`,
  label,
});
const block = (id: number, categoryId: number) => ({
  id,
  categoryId,
  key: `b${id}`,
  order: id,
  isActive: true,
  title: label,
  body: label,
  image: null,
  link: null,
  data: null,
});

describe('startup (spec §4, §7)', () => {
  it('fires the seven calls in parallel and keeps active menu entries sorted by id', async () => {
    const calls = stubFetch({
      'GET /api/cms/menus': (_b, url) => ({
        body: {
          items:
            url.searchParams.get('categoryId') === '3'
              ? [menu(9, 1), menu(3, 1, false), menu(4, 1)]
              : [menu(2, 1), menu(1, 1), menu(5, 2)],
        },
      }),
      'GET /api/cms/blocks': (_b, url) => ({
        body: { items: [block(1, Number(url.searchParams.get('categoryId')))] },
      }),
      'GET /api/cms/page-titles': () => ({
        body: {
          items: [
            { id: 2, categoryId: 0, slug: 'b', order: 1, title: label },
            { id: 1, categoryId: 0, slug: 'a', order: 2, title: label },
          ],
        },
      }),
    });
    const actions: AppAction[] = [];
    await runStartup((a) => actions.push(a));
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`).sort()).toEqual(
      [
        '/api/cms/blocks?categoryId=15',
        '/api/cms/blocks?categoryId=4',
        '/api/cms/blocks?categoryId=9',
        '/api/cms/menus?categoryId=1',
        '/api/cms/menus?categoryId=1&menuId=2',
        '/api/cms/menus?categoryId=3',
        // Titles only: a page's body is read when that page is opened.
        '/api/cms/page-titles?categoryId=0&pageSize=50',
      ].sort(),
    );
    const done = actions[0];
    expect(done?.type).toBe('startup/succeeded');
    if (done?.type !== 'startup/succeeded') return;
    expect(done.menus.footer.map((m) => m.id)).toEqual([4, 9]);
    expect(done.pages.map((p) => p.id)).toEqual([1, 2]);
    expect(done.blocks.promo).toEqual({ items: [block(1, 9)] });
  });

  it('logs a failure and leaves the global loader on', async () => {
    stubFetch({});
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actions: AppAction[] = [];
    await runStartup((a) => actions.push(a));
    expect(actions).toEqual([{ type: 'startup/failed' }]);
    expect(log).toHaveBeenCalled();
  });
});
