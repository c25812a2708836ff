import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { post } from '../test/fixtures';
import { contentRoutes } from '../test/routes';

/** Two pages of news, newest first, with the API's opaque cursors. */
const feedApi = () =>
  stubFetch({
    'GET /api/cms/news': (_b, url) => {
      const cursor = url.searchParams.get('cursor');
      if (cursor === 'older')
        return {
          body: { items: [post(1, 'first-news', '2026-01-20T08:00:00Z')], next: null, prev: 'newer' },
        };
      if (cursor === null || cursor === 'newer')
        return {
          body: {
            items: [
              post(3, 'third-news', '2026-09-15T08:00:00Z'),
              post(2, 'second-news', '2026-05-12T08:00:00Z'),
            ],
            next: 'older',
            prev: null,
          },
        };
      return {
        status: 400,
        body: {
          type: 'x',
          title: 'Bad Request',
          status: 400,
          code: 'validation_failed',
          messageKey: 'validation.query',
          detail: 'cursor',
        },
      };
    },
  });

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('NewsListPage', () => {
  it('pages forward with `next` and back with `prev`, keeping the cursor in the URL', async () => {
    const calls = feedApi();
    const user = userEvent.setup();
    const { router } = await renderPage(null, {
      locale: 'en',
      path: '/en/media/news',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(titles()).toEqual(['Post 3', 'Post 2']);
    expect(screen.getByRole('link', { name: 'Post 3' })).toHaveAttribute('href', '/en/media/news/third-news');
    expect(screen.getByText('September 15, 2026')).toHaveAttribute('dateTime', '2026-09-15T08:00:00Z');
    expect(screen.getByText('Summary 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newer' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Older' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cursor=older');
    expect(titles()).toEqual(['Post 1']);
    expect(screen.queryByRole('link', { name: 'Older' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Newer' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?cursor=newer');

    // The browser's back button replays the older page from the URL.
    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Post 1' })).toBeInTheDocument();
    expect(calls.map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'older', 'newer', 'older']);
    expect(calls.every((c) => c.url.searchParams.get('limit') === '9')).toBe(true);
  });

  it('starts over on the newest page when the cursor in the URL is not one the API wrote', async () => {
    feedApi();
    const { router } = await renderPage(null, {
      locale: 'en',
      path: '/en/media/news?cursor=forged',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Post 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says so when nothing is published, in Turkish', async () => {
    stubFetch({ 'GET /api/cms/news': () => ({ body: { items: [], next: null, prev: null } }) });
    await renderPage(null, {
      locale: 'tr',
      path: '/tr/media/news',
      routePath: '/unused',
      extraRoutes: contentRoutes('/tr'),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Haberler' })).toBeInTheDocument();
    expect(
      screen.getByText('Henüz yayımlanmış bir haber yok. Lütfen yakında tekrar uğrayın.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Diğer sayfalar' })).toBeNull();
  });
});

describe('BlogListPage', () => {
  it('lists blog posts under /blog in Persian, with Persian dates', async () => {
    stubFetch({
      'GET /api/cms/blog': () => ({
        body: { items: [post(7, 'istikhara', '2026-06-02T10:00:00Z')], next: null, prev: null },
      }),
    });
    await renderPage(null, {
      locale: 'fa',
      path: '/fa/blog',
      routePath: '/unused',
      extraRoutes: contentRoutes('/fa'),
    });

    const card = (await screen.findByRole('heading', { level: 2, name: 'fa:Post 7' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/fa/blog/istikhara');
    // Solar Hijri calendar and Persian digits: 2 June 2026 is 12 Khordad 1405.
    expect(within(card).getByText('۱۲ خرداد ۱۴۰۵')).toBeInTheDocument();
  });
});
