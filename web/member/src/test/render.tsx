import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Locale } from '@mawadda/contracts/locale';
import { AppStateProvider, initialState, type AppState } from '../app/state';
import { initI18n, i18n, loadLocale } from '../i18n/i18n';
import { ConfirmProvider } from '../lib/confirm';
import { ToastProvider } from '../lib/toast';

/**
 * Renders a page the way the app does (state, toasts, confirm, i18n in a locale, a router at
 * a path) so component tests see real translations and real navigation.
 */
export async function renderPage(
  element: ReactNode,
  {
    locale = 'en',
    path = '/',
    routePath = '*',
    state,
    extraRoutes = [],
  }: {
    locale?: Locale;
    path?: string;
    routePath?: string;
    state?: Partial<AppState>;
    extraRoutes?: RouteObject[];
  } = {},
) {
  if (!i18n.isInitialized) await initI18n(locale);
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  const router = createMemoryRouter([{ path: routePath, element }, ...extraRoutes], {
    initialEntries: [path],
  });
  // A fresh cache per test, and no retries: a failure a test stubs is seen at once, and once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AppStateProvider initial={{ ...initialState(), loader: false, ...state }}>
        <ToastProvider>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </ToastProvider>
      </AppStateProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** A fetch stand-in for unit tests only: answers by method and path, records every call. */
type StubAnswer = { status?: number; body?: unknown };

export function stubFetch(
  // A handler may answer later (a promise): a test can hold a read in flight.
  routes: Record<string, (body: unknown, url: URL) => StubAnswer | Promise<StubAnswer>>,
) {
  const calls: { method: string; url: URL; body: unknown; headers: Headers }[] = [];
  const impl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, headers: new Headers(init.headers) });
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(body, url)
      : {
          status: 404,
          body: {
            type: 'x',
            title: 'Not Found',
            status: 404,
            code: 'not_found',
            messageKey: 'error.notFound',
            detail: 'Page not found',
          },
        };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
    });
  };
  globalThis.fetch = impl as typeof fetch;
  return calls;
}
