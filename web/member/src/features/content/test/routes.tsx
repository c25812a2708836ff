import { Outlet, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from '../../../lib/errors/ErrorPage';

/** The site's layout as far as these tests care: a header that must stay when a page fails. */
function StandInLayout() {
  return (
    <>
      <header>Mawadda</header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/**
 * The content part of routes.tsx, lazy modules and all, under one locale prefix: tests load the
 * route modules the way the app does (Component, loader, ErrorBoundary) without the rest of the
 * site. As in the app, the root's error boundary would replace the layout.
 */
export const contentRoutes = (prefix = '/en'): RouteObject[] => [
  {
    path: prefix,
    errorElement: <ErrorBoundary />,
    element: <StandInLayout />,
    children: [
      { index: true, lazy: () => import('../components/HomePage') },
      ...['about-us', 'about-us/vision-mission', 'privacy-policy'].map((slug) => ({
        path: slug,
        handle: { slug },
        lazy: () => import('../components/StaticPage'),
      })),
      { path: 'media/news', lazy: () => import('../components/NewsListPage') },
      { path: 'media/news/:slug', lazy: () => import('../components/NewsArticlePage') },
      { path: 'blog', lazy: () => import('../components/BlogListPage') },
      { path: 'blog/:slug', lazy: () => import('../components/BlogPostPage') },
      { path: 'faq', lazy: () => import('../components/FaqPage') },
    ],
  },
];
