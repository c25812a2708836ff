import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { PagerNav } from './PagerNav';

const pager = <PagerNav label="More pages" prev="?cursor=a" next="?cursor=b" prevLabel="Newer" nextLabel="Older" />;

describe('the pager', () => {
  it('links the newer and older pages by name, the arrows drawn and mirrored right to left', async () => {
    await renderPage(pager);
    const nav = await screen.findByRole('navigation', { name: 'More pages' });
    const newer = screen.getByRole('link', { name: 'Newer' });
    const older = screen.getByRole('link', { name: 'Older' });
    expect(newer).toHaveAttribute('href', '/?cursor=a');
    expect(older).toHaveAttribute('rel', 'next');
    for (const icon of nav.querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      // components.css turns `.icon--mirror` round under [dir=rtl].
      expect(icon).toHaveClass('icon--mirror');
    }
    expect(nav.querySelectorAll('svg')).toHaveLength(2);
  });

  it('is not there without another page', async () => {
    await renderPage(<PagerNav label="More pages" prev={null} next={null} prevLabel="Newer" nextLabel="Older" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
