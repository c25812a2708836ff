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
    expect(screen.getByRole('link', { name: 'المدونة' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('بقلم: فريق الإرشاد الأسري في مودة')).toBeInTheDocument();
    expect(screen.getByText('14 أبريل 2026')).toHaveAttribute('dateTime', '2026-04-14T10:00:00Z');
    expect(screen.getByRole('heading', { level: 2, name: 'قسم 4' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('كتابة ملف صادق | مودة'));
  });

  it('shows the 404 error view for an unknown news slug', async () => {
    stubFetch({});
    await renderPage(null, {
      locale: 'en',
      path: '/en/media/news/no-such-article',
      routePath: '/unused',
      extraRoutes: contentRoutes('/en'),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
