import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { markdownKey, seedMarkdown } from '../lib/server-markdown';
import { Markdown } from './Markdown';

const TEXT = 'Read [our guide](/guide) and **pray** for guidance.';

/** A document as the server sent it: the body drawn under its key. */
function serverPage(key: string, html: string) {
  const page = document.createElement('div');
  page.innerHTML = `<div class="prose" data-markdown="${key}">${html}</div>`;
  return page;
}

afterEach(() => seedMarkdown(document.createElement('div')));

describe('Markdown', () => {
  it('renders the text itself when the page did not come with it', async () => {
    const { container } = await renderPage(<Markdown>{TEXT}</Markdown>, { locale: 'en', path: '/en/x' });
    expect(await screen.findByText('pray')).toHaveProperty('tagName', 'STRONG');
    expect(screen.getByRole('link', { name: 'our guide' })).toHaveAttribute('href', '/en/guide');
    // The key the browser finds it by next time the server draws it.
    expect(container.querySelector('.prose')).toHaveAttribute('data-markdown', markdownKey(TEXT, 'en'));
  });

  it("keeps the server's markup of the same text in the same locale, without rendering it again", async () => {
    // Markup the renderer would never write from TEXT: seeing it proves nothing re-rendered it.
    seedMarkdown(serverPage(markdownKey(TEXT, 'en'), '<p>As the server <em>drew</em> it</p>'));
    const { container } = await renderPage(<Markdown>{TEXT}</Markdown>, { locale: 'en', path: '/en/x' });
    expect(await screen.findByText('drew')).toHaveProperty('tagName', 'EM');
    expect(container.querySelector('strong')).toBeNull();
  });

  it('renders anew when the text or the locale differs from what the server drew', async () => {
    seedMarkdown(serverPage(markdownKey(TEXT, 'ar'), '<p>Arabic markup</p>'));
    await renderPage(<Markdown>{TEXT}</Markdown>, { locale: 'en', path: '/en/x' });
    expect(await screen.findByText('pray')).toHaveProperty('tagName', 'STRONG');
    expect(screen.queryByText('Arabic markup')).toBeNull();
  });

  it("follows a site link in the server's markup inside the app, and leaves other links to the browser", async () => {
    seedMarkdown(
      serverPage(
        markdownKey(TEXT, 'en'),
        '<p><a href="/en/guide">our guide</a> <a href="https://example.org/" rel="noopener noreferrer">elsewhere</a></p>',
      ),
    );
    const { router } = await renderPage(<Markdown>{TEXT}</Markdown>, {
      locale: 'en',
      path: '/en/x',
      routePath: '/en/x',
      extraRoutes: [{ path: '/en/guide', element: <h1>The guide</h1> }],
    });

    const outside = fireEvent.click(await screen.findByRole('link', { name: 'elsewhere' }));
    expect(outside).toBe(true); // not prevented: the browser follows it
    expect(router.state.location.pathname).toBe('/en/x');

    const modified = fireEvent.click(screen.getByRole('link', { name: 'our guide' }), { ctrlKey: true });
    expect(modified).toBe(true); // a new tab is the browser's
    expect(router.state.location.pathname).toBe('/en/x');

    fireEvent.click(screen.getByRole('link', { name: 'our guide' }));
    expect(await screen.findByRole('heading', { name: 'The guide' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/guide');
  });
});
