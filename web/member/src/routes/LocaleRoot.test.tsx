import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LocaleRoot, PAGE_TITLES } from './LocaleRoot';
import { i18n, initI18n } from '../i18n/i18n';

function Brand() {
  const { t } = useTranslation();
  return <p>{t('brand')}</p>;
}

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
    render(<RouterProvider router={router} />);
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
        [{ path: '/en', element: <LocaleRoot locale="en" />, children: [{ index: true, element: <Brand /> }] }],
        { initialEntries: ['/en'] },
      );
      render(<RouterProvider router={router} />);
      expect(await screen.findByText('Mawadda')).toBeInTheDocument();
      // The effect's work is done once the title is the locale's.
      await vi.waitFor(() => expect(document.title).toBe(PAGE_TITLES.en));
      expect(announced).toBe(0);
    } finally {
      i18n.off('languageChanged', count);
    }
  });
});
