import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFullStylesheet } from './full-stylesheet';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  document.head.replaceChildren();
  vi.useRealTimers();
});

describe('loadFullStylesheet', () => {
  it('links the whole sheet a rendered page names, and resolves once it has loaded', async () => {
    document.head.innerHTML = '<style data-sheet="/assets/style-abc.css">.hero{color:red}</style>';
    let settled = false;
    const loaded = loadFullStylesheet().then(() => (settled = true));
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/style-abc.css']);
    await Promise.resolve();
    expect(settled).toBe(false);
    links()[0]!.dispatchEvent(new Event('load'));
    await loaded;
    expect(settled).toBe(true);
    // The page's own rules stay: the whole sheet comes after them, with the same rules in order.
    expect(document.head.querySelector('style[data-sheet]')).not.toBeNull();
  });

  it('resolves when the sheet fails to load, or after a while when it never answers', async () => {
    document.head.innerHTML = '<style data-sheet="/assets/style-abc.css"></style>';
    const failed = loadFullStylesheet();
    links()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).resolves.toBeUndefined();

    document.head.innerHTML = '<style data-sheet="/assets/style-abc.css"></style>';
    vi.useFakeTimers();
    const stalled = loadFullStylesheet();
    vi.advanceTimersByTime(4_000);
    await expect(stalled).resolves.toBeUndefined();
  });

  it('adds nothing on a page that links its sheet itself or names none', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/style-abc.css">';
    await loadFullStylesheet();
    expect(links()).toHaveLength(1);
    document.head.replaceChildren();
    await loadFullStylesheet();
    expect(links()).toHaveLength(0);
  });
});
