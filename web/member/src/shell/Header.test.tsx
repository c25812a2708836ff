import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CmsMenuItem } from '@mawadda/contracts/cms-content';
import { GUARDIAN_TOKEN } from '../test/home/fixtures';
import { OWN_ID } from '../test/profile/fixtures';
import { tokenFor } from '../test/social/fixtures';
import { renderPage, stubFetch } from '../test/render';
import { Header } from './Header';

const item = (id: number, menuId: number, link: string, en: string): CmsMenuItem => ({
  id,
  categoryId: 1,
  menuId,
  order: id,
  isActive: true,
  link,
  label: { ar: en, en, ur: en, fa: en, tr: en },
});

const menus = {
  header: [item(1, 1, '/', 'Home'), item(2, 1, '/search', 'Search'), item(3, 1, '/blog', 'Blog')],
  about: [item(8, 2, '/about-us', 'About us'), item(11, 2, '/subscription', 'Subscription')],
  footer: [],
};

const open = (token: string) => {
  stubFetch({});
  return renderPage(<Header />, {
    locale: 'en',
    path: '/en',
    state: { auth: { isAuthenticated: true }, token, menus },
  });
};

// The "About" group is folded (a closed <details>): its links count too.
const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link', { hidden: true })
    .map((a) => a.textContent);

describe('the site menu', () => {
  it('leaves out search and the plans for a guardian', async () => {
    await open(GUARDIAN_TOKEN);
    expect(menuLinks()).toEqual(['Home', 'Blog', 'About us']);
  });

  it('keeps them for a member', async () => {
    await open(tokenFor(OWN_ID));
    expect(menuLinks()).toEqual(['Home', 'Search', 'Blog', 'About us', 'Subscription']);
  });

  it('names its icon-only controls: the menu button, chats and notifications', async () => {
    await open(tokenFor(OWN_ID));
    const toggle = screen.getByRole('button', { name: 'Menu' });
    // The icon is drawn, not read: its name comes from the words beside it.
    expect(toggle.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: /^Chats/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Notifications/ })).toBeInTheDocument();
  });

  it('closes the phone menu on any navigation, not only on a click in it', async () => {
    const { router } = await open(tokenFor(OWN_ID));
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Unfolding the "About" group keeps it open.
    await userEvent.click(screen.getByText('About'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Back, a redirect, a link elsewhere on the page: a new location.
    await act(() => router.navigate('/en/search'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
