import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKED, paintFrame } from '../../../test/fake-frames';
import { renderPage } from '../../../test/render';
import { SearchFrame } from './SearchFrame';

// The frame too: the search waits for the heading's paint.
beforeEach(() => vi.useFakeTimers({ toFake: [...FAKED] }));
afterEach(() => vi.useRealTimers());

describe('the search page frame', () => {
  it('draws the heading and lead at once, and the search (so its code) only after they have painted', async () => {
    const drawn = vi.fn();
    function Search() {
      drawn();
      return <p>the search</p>;
    }
    await renderPage(
      <SearchFrame>
        <Search />
      </SearchFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Find your spouse' })).toBeTruthy();
    expect(document.querySelector('.section__lead')?.textContent).not.toBe('');
    expect(document.title).toBe('Find your spouse | Mawadda');
    // Placeholder cards hold the search's place, hidden from screen readers.
    expect(document.querySelectorAll('.search-page__placeholder .search-card--skeleton')).toHaveLength(4);
    expect(drawn).not.toHaveBeenCalled();

    paintFrame();
    expect(screen.getByText('the search')).toBeTruthy();
    expect(document.querySelector('.search-page__placeholder')).toBeNull();
  });
});
