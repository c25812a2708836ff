import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { LocaleRoot } from './LocaleRoot';

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
});
