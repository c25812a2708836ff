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
    // The short label on the page, the whole wording in the tooltip.
    expect(list).toHaveTextContent('الهوية موثَّقة');
    expect(within(list).getByTitle('وثيقة الهوية موثَّقة')).toHaveTextContent('الهوية موثَّقة');
  });

  it('shows each badge as an icon with a short label, the longer wording in its tooltip', async () => {
    await renderPage(<Badges badges={ALL} />);
    const items = within(await screen.findByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Verified',
      'Phone verified',
      'Email verified',
      'Selfie verified',
      'ID verified',
    ]);
    expect(items[4]).toHaveAttribute('title', 'Identity document verified');
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says "verified" in the member\'s gender in Arabic, and labels every badge in each language', async () => {
    const { unmount } = await renderPage(<Badges badges={ALL} gender="female" compact />, { locale: 'ar' });
    expect(await screen.findByRole('listitem')).toHaveTextContent(/^موثَّقة$/);
    unmount();
    const labels = {
      ur: 'شناخت تصدیق شدہ',
      fa: 'هویت تأییدشده',
      tr: 'Kimlik doğrulandı',
    } as const;
    for (const [locale, id] of Object.entries(labels)) {
      const { unmount: done } = await renderPage(<Badges badges={ALL} gender="male" />, {
        locale: locale as keyof typeof labels,
      });
      const items = within(await screen.findByRole('list')).getAllByRole('listitem');
      expect(items.at(-1)).toHaveTextContent(id);
      done();
    }
  });
});
