import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { Badges } from './Badges';

const ALL = { phone: true, email: true, selfie: true, id: true };

describe('badges', () => {
  it('names every earned badge for screen readers, "Verified" first when phone and selfie are', async () => {
    await renderPage(<Badges badges={{ ...ALL, id: false }} />);
    const list = await screen.findByRole('list', { name: 'Badges' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent?.replace(/^\W+/u, ''))).toEqual([
      'Verified',
      'Phone verified',
      'Email verified',
      'Selfie verified',
    ]);
    expect(items[0]).toHaveAttribute('title', 'Phone number and selfie verified');
  });

  it('shows nothing without badges, and on a card only the check mark of a verified member', async () => {
    const { unmount } = await renderPage(
      <Badges badges={{ phone: true, email: true, selfie: false, id: false }} compact />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    await renderPage(<Badges badges={ALL} compact />);
    const list = await screen.findByRole('list', { name: 'Badges' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Verified');
  });

  it('reads in Arabic', async () => {
    await renderPage(<Badges badges={{ ...ALL, email: false }} />, { locale: 'ar' });
    const list = await screen.findByRole('list', { name: 'الشارات' });
    expect(list).toHaveTextContent('موثَّق');
    expect(list).toHaveTextContent('وثيقة الهوية موثَّقة');
  });
});
