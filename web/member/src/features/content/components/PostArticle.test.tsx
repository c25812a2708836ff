import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { post, text } from '../test/fixtures';
import { contentRoutes } from '../test/routes';

describe('NewsArticlePage and BlogPostPage', () => {
  it('shows a blog post with breadcrumbs, date, author and its Markdown body', async () => {
    const calls = stubFetch({
      'GET /api/cms/blog/writing-an-honest-profile': () => ({
        body: post(4, 'writing-an-honest-profile', '2026-04-14T10:00:00Z', {
          title: text('Writing an honest profile', 'كتابة ملف صادق'),
          author: text('Mawadda Family Counselling Team', 'فريق الإرشاد الأسري في مودة'),
        }),
      }),
    });
    await renderPage(null, {
      locale: 'ar',
      path: '/blog/writing-an-honest-profile',
      routePath: '/unused',
      extraRoutes: contentRoutes('/'),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'كتابة ملف صادق' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(crumbs).toHaveTextContent('الرئيسية');
    // Between the steps a drawn arrow, silent, that points the reading way (mirrored right to left).
    const arrows = crumbs.querySelectorAll('svg');
    expect(arrows.length).toBe(crumbs.querySelectorAll('li').length - 1);
    arrows.forEach((arrow) => {
      expect(arrow).toHaveAttribute('aria-hidden', 'true');
      expect(arrow).toHaveClass('icon--mirror');
    });
    expect(screen.getByRole('link', { name: 'المدونة' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('بقلم: فريق الإرشاد الأسري في مودة')).toBeInTheDocument();
    expect(screen.getByText('14 أبريل 2026')).toHaveAttribute('dateTime', '2026-04-14T10:00:00Z');
    expect(screen.getByRole('heading', { level: 2, name: 'قسم 4' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('كتابة ملف صادق | مودة'));
  });

  it('says an unknown news slug is not found, inside the layout, with the way back and no retry', async () => {
    stubFetch({});
    await renderPage(null, {
      locale: 'en',
      path: '/en/media/news/no-such-article',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Mawadda');
    expect(screen.getByRole('link', { name: 'Back to all news' })).toHaveAttribute('href', '/en/media/news');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    // Trying again will not make it appear.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('We could not find this page | Mawadda'));
  });

  it('says so in Arabic for an unknown blog slug, leading back to the blog', async () => {
    stubFetch({});
    await renderPage(null, {
      locale: 'ar',
      path: '/blog/no-such-post',
      routePath: '/unused',
      extraRoutes: contentRoutes('/'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'لم نعثر على هذه الصفحة' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى المدونة' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('keeps the retry, inside the layout, when the article could not be read', async () => {
    stubFetch({
      'GET /api/cms/blog/some-post': () => ({
        status: 503,
        body: { type: 'x', title: 'Unavailable', status: 503, code: 'x', messageKey: 'error.internal' },
      }),
    });
    await renderPage(null, {
      locale: 'en',
      path: '/en/blog/some-post',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the cover through the image endpoint: webp, quality 80, the widths the layout needs', async () => {
    stubFetch({
      'GET /api/cms/news/app-6': () => ({
        body: post(5, 'app-6', '2026-09-15T08:00:00Z', { image: '/images/covers/app-6.jpg' }),
      }),
    });
    const { container } = await renderPage(null, {
      locale: 'en',
      path: '/en/media/news/app-6',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });
    await screen.findByRole('heading', { level: 1 });
    const img = container.querySelector('img.post__image')!;
    const src = encodeURIComponent('/images/covers/app-6.jpg');
    expect(img.getAttribute('src')).toBe(`/_img?src=${src}&w=768&q=80&f=webp`);
    // Drawn at most 768 px wide: 1x and 2x need every width up to 1536, and nothing wider.
    expect(
      img
        .getAttribute('srcset')!
        .split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w']);
    expect(img).toHaveAttribute('sizes', '(max-width: 50rem) calc(100vw - 2rem), 48rem');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('never shows a cover from another host', async () => {
    stubFetch({
      'GET /api/cms/news/elsewhere': () => ({
        body: post(6, 'elsewhere', '2026-09-15T08:00:00Z', { image: 'https://tracker.example/pixel.jpg' }),
      }),
    });
    const { container } = await renderPage(null, {
      locale: 'en',
      path: '/en/media/news/elsewhere',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('img')).toBeNull();
  });
});
