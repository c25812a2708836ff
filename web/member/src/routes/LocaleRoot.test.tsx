import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LocaleRoot, PAGE_TITLES } from './LocaleRoot';
import { AppStateProvider, initialState, useAppState } from '../app/state';
import { setStartupLocales, startupCarries } from '../app/startup-locales';
import { i18n, initI18n } from '../i18n/i18n';
import { stubFetch } from '../test/render';

function Brand() {
  const { t } = useTranslation();
  return <p>{t('brand')}</p>;
}

/** The first header entry as the header reads it (its locale, else Arabic), and the loader flag. */
function FirstMenuEntry({ locale }: { locale: 'ar' | 'en' }) {
  const { state } = useAppState();
  const label = state.menus.header[0]?.label;
  return (
    <p>
      {label ? label[locale] || label.ar : 'none'} {state.loader ? 'loading' : 'ready'}
    </p>
  );
}

/** LocaleRoot as the app has it: under the app's state. */
const renderApp = (router: ReturnType<typeof createMemoryRouter>, initial = initialState()) =>
  render(
    <AppStateProvider initial={initial}>
      <RouterProvider router={router} />
    </AppStateProvider>,
  );

describe('LocaleRoot', () => {
  it('switches language back and forth: texts, lang, dir and the remembered choice follow', async () => {
    if (!i18n.isInitialized) await initI18n('ar');
    // Both subtrees put LocaleRoot at the same position, so React keeps one instance across a switch.
    const router = createMemoryRouter(
      [
        { path: '/', element: <LocaleRoot locale="ar" />, children: [{ index: true, element: <Brand /> }] },
        { path: '/en', element: <LocaleRoot locale="en" />, children: [{ index: true, element: <Brand /> }] },
      ],
      { initialEntries: ['/'] },
    );
    renderApp(router);
    expect(await screen.findByText('مودة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');

    await act(() => router.navigate('/en'));
    expect(await screen.findByText('Mawadda')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('i18n_redirected=en');

    await act(() => router.navigate('/'));
    expect(await screen.findByText('مودة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('announces no language change for the language already in place (a hydrating page stays sliced)', async () => {
    if (!i18n.isInitialized) await initI18n('en');
    await i18n.changeLanguage('en');
    // Every translated component re-renders on this event; on a page React is still hydrating in
    // slices, that update made it hydrate the rest in one long task.
    let announced = 0;
    const count = () => void announced++;
    i18n.on('languageChanged', count);
    try {
      const router = createMemoryRouter(
        [
          {
            path: '/en',
            element: <LocaleRoot locale="en" />,
            children: [{ index: true, element: <Brand /> }],
          },
        ],
        { initialEntries: ['/en'] },
      );
      renderApp(router);
      expect(await screen.findByText('Mawadda')).toBeInTheDocument();
      // The effect's work is done once the title is the locale's.
      await vi.waitFor(() => expect(document.title).toBe(PAGE_TITLES.en));
      expect(announced).toBe(0);
    } finally {
      i18n.off('languageChanged', count);
    }
  });

  describe("a rendered page's menus, which came in its own language", () => {
    const label = { ar: 'الرئيسية', en: 'Home', ur: 'صفحۂ اوّل', fa: 'خانه', tr: 'Ana Sayfa' };
    // As a rendered Arabic page's data has them: Arabic only (keep-locales.ts).
    const rendered = () => ({
      ...initialState(),
      loader: false,
      menus: {
        header: [
          {
            id: 1,
            categoryId: 1,
            menuId: 1,
            order: 1,
            isActive: true,
            link: '/',
            label: { ar: label.ar } as typeof label,
          },
        ],
        footer: [],
        about: [],
      },
    });
    const routes = () =>
      createMemoryRouter(
        [
          {
            path: '/',
            element: <LocaleRoot locale="ar" />,
            children: [{ index: true, element: <FirstMenuEntry locale="ar" /> }],
          },
          {
            path: '/en',
            element: <LocaleRoot locale="en" />,
            children: [{ index: true, element: <FirstMenuEntry locale="en" /> }],
          },
        ],
        { initialEntries: ['/'] },
      );

    it('are read again in the language switched to, before the page shows it', async () => {
      if (!i18n.isInitialized) await initI18n('ar');
      await i18n.changeLanguage('ar');
      setStartupLocales(['ar']);
      const calls = stubFetch({
        'GET /api/cms/menus': () => ({
          body: { items: [{ id: 1, categoryId: 1, menuId: 1, order: 1, isActive: true, link: '/', label }] },
        }),
        'GET /api/cms/blocks': () => ({ body: { items: [] } }),
        'GET /api/cms/page-titles': () => ({ body: { items: [] } }),
      });
      const router = routes();
      renderApp(router, rendered());
      expect(await screen.findByText('الرئيسية ready')).toBeInTheDocument();
      // Arabic is what the page carries: nothing is read for it.
      expect(calls).toHaveLength(0);

      await act(() => router.navigate('/en'));
      expect(await screen.findByText('Home ready')).toBeInTheDocument();
      expect(calls.length).toBe(7);
      // Now they carry every language: going back reads nothing more.
      expect(startupCarries('tr')).toBe(true);
      await act(() => router.navigate('/'));
      expect(await screen.findByText('الرئيسية ready')).toBeInTheDocument();
      expect(calls.length).toBe(7);
    });

    it('stay as they are when that read fails: the page switches and shows no loader', async () => {
      if (!i18n.isInitialized) await initI18n('ar');
      await i18n.changeLanguage('ar');
      setStartupLocales(['ar']);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      stubFetch({
        'GET /api/cms/menus': () => ({ status: 503, body: {} }),
        'GET /api/cms/blocks': () => ({ status: 503, body: {} }),
        'GET /api/cms/page-titles': () => ({ status: 503, body: {} }),
      });
      const router = routes();
      renderApp(router, rendered());
      await act(() => router.navigate('/en'));
      // Arabic, as every reader falls back to, rather than a page stuck loading.
      expect(await screen.findByText('الرئيسية ready')).toBeInTheDocument();
      await vi.waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
      // Not read: the next switch tries again.
      expect(startupCarries('en')).toBe(false);
      setStartupLocales(undefined);
    });
  });
});
