import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/App';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { readServerData } from './app/server-data';
import { render } from './entry-server';
import { loadMostActiveStrip } from './features/content/components/home/MostActiveMembersSlot';
import { seedMarkdown } from './features/content/lib/server-markdown';
import { faq, homeBlocks, page, post, text } from './features/content/test/fixtures';
import { i18n } from './i18n/i18n';
import { routesFor } from './routes/routes';
import { stubFetch } from './test/render';
import { huda } from './test/search/fixtures';

const items = (list: unknown[]) => () => ({ body: { items: list } });
const menu = (id: number, link: string, label: string) => ({
  id,
  categoryId: 1,
  menuId: 1,
  order: id,
  isActive: true,
  link,
  label: text(label, label),
});

/** The cms as the startup and the public pages read it; home's most active members (none by default). */
function stubCms(mostActive: unknown[] = []) {
  const blocks = homeBlocks();
  return stubFetch({
    'GET /api/cms/menus': (_, url) =>
      items(url.searchParams.get('categoryId') === '1' ? [menu(1, '/media/news', 'News')] : [])(),
    'GET /api/cms/blocks': (_, url) =>
      items(
        { '15': blocks.howItWorks, '9': blocks.promo?.items ?? [], '4': blocks.app }[
          url.searchParams.get('categoryId') ?? ''
        ] ?? [],
      )(),
    'GET /api/cms/page-titles': items([]),
    'GET /api/cms/news/family-day': () => ({
      body: post(1, 'family-day', '2026-03-01T09:00:00.000Z', {
        title: text('Family day', 'يوم الأسرة'),
        body: text('Forty families met.', 'التقت أربعون أسرة.'),
      }),
    }),
    'GET /api/cms/pages/about-us': () => ({
      body: page(1, 'about-us', text('About us', 'من نحن'), text('We help families.', 'نساعد الأسر.')),
    }),
    'GET /api/cms/faq': items([faq(1, text('Is it free?', 'هل هو مجاني؟'), text('Yes.', 'نعم.'))]),
    'GET /api/search/most-active': items(mostActive),
  });
}

let root: Root | undefined;

/**
 * Hydration has reached the page: React has claimed its landmarks and headings as its own (what
 * markdown bodies hold is the server's HTML, never React's elements, so they are not asked).
 */
const hydrated = (container: HTMLElement) =>
  [...container.querySelectorAll('header, main, footer, h1')].every((el) =>
    Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
  );

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/**
 * Renders `path` as the gateway does, puts the page in the document as the browser receives it,
 * then hydrates it as main.tsx does; every error React reports on the way is collected.
 */
async function renderThenHydrate(path: string, mostActive?: unknown[]) {
  const calls = stubCms(mostActive);
  const result = await render(`http://localhost${path}`, { apiOrigin: 'http://localhost' });
  if (result.kind !== 'page') throw new Error(`not rendered: ${JSON.stringify(result)}`);
  window.history.replaceState(null, '', path);
  document.documentElement.lang = result.locale;
  document.documentElement.dir = result.dir;
  document.body.innerHTML = `<div id="root">${result.html}</div>${result.dataScript}`;
  const serverHtml = document.getElementById('root')!.innerHTML;

  const data = readServerData()!;
  seedMarkdown(document.getElementById('root')!);
  await i18n.changeLanguage(data.locale);
  await loadMatchedRoutes(routesFor(data.locale), window.location);
  // As main.tsx: home's strip has its code in before hydration.
  if (data.mostActive || document.querySelector('.most-active')) await loadMostActiveStrip();
  // What the browser asks for from here on (the server's reads are before).
  const renderCalls = calls.length;
  const browserCalls = () => calls.slice(renderCalls).map((c) => c.url.pathname);
  const recoverable: unknown[] = [];
  const consoleErrors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => void consoleErrors.push(args));
  await act(async () => {
    root = hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <App hydration={data} />
      </StrictMode>,
      {
        onRecoverableError: (error) => void recoverable.push(error),
        onCaughtError: (error) => void recoverable.push(error),
        onUncaughtError: (error) => void recoverable.push(error),
      },
    );
  });
  await vi.waitFor(() => expect(hydrated(document.getElementById('root')!)).toBe(true));
  return { result, data, serverHtml, recoverable, consoleErrors, browserCalls };
}

describe('a server-rendered page hydrates as it was drawn', () => {
  it('a news article in English: no hydration error, the same text after', async () => {
    const { result, data, recoverable, consoleErrors } = await renderThenHydrate('/en/media/news/family-day');
    expect(result.html).toContain('Forty families met.');
    // The date as the server wrote it travels with the page, for hydration to read (lib/format.ts).
    expect(Object.values(data.formatted ?? {})).toContain('March 1, 2026');
    expect(document.querySelector('time')?.textContent).toBe('March 1, 2026');
    expect(result.head).toMatchObject({ title: 'Family day | Mawadda', type: 'article' });
    // Its texts travel in English and Arabic (what every reader falls back to) only, the menus'
    // as the article's (keep-locales.ts), and hydrate as drawn.
    expect(data.locales).toEqual(['en', 'ar']);
    expect(data.startup.menus.header[0]?.label).toEqual({ ar: 'News', en: 'News' });
    expect(JSON.stringify(data)).not.toMatch(/"(ur|fa|tr)":/);
    expect(recoverable).toEqual([]);
    expect(consoleErrors.filter((args) => /hydrat|did not match/i.test(String(args[0])))).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe('Family day');
  });

  it("an article's body hydrates onto the server's markup, its element and text kept", async () => {
    stubCms();
    const page = await render('http://localhost/en/media/news/family-day', { apiOrigin: 'http://localhost' });
    if (page.kind !== 'page') throw new Error('not rendered');
    // The body carries the key the browser finds it by (features/content/lib/server-markdown.ts).
    expect(page.html).toMatch(/<div class="prose" data-markdown="[0-9a-z]+">/);
    document.body.innerHTML = `<div id="root">${page.html}</div>`;
    const drawn = document.querySelector('.prose')!;
    const markup = drawn.innerHTML;
    document.body.innerHTML = '';

    const { serverHtml, recoverable } = await renderThenHydrate('/en/media/news/family-day');
    expect(serverHtml).toContain(markup);
    expect(recoverable).toEqual([]);
    const body = document.querySelector('.prose')!;
    expect(body.innerHTML).toBe(markup);
    expect(body.textContent).toContain('Forty families met.');
  });

  it('the FAQ, the sign-in page in Persian and an Arabic content page: no hydration error', async () => {
    for (const path of ['/en/faq', '/fa/Auth/login', '/about-us']) {
      const { recoverable, consoleErrors } = await renderThenHydrate(path);
      expect(recoverable, path).toEqual([]);
      expect(
        consoleErrors.filter((args) => /hydrat|did not match/i.test(String(args[0]))),
        path,
      ).toEqual([]);
      act(() => root?.unmount());
      root = undefined;
    }
  });

  it('a home with nobody in the most active list: no strip from the server, none after (no layout shift)', async () => {
    const { result, recoverable } = await renderThenHydrate('/en');
    expect(result.kind === 'page' && result.html).not.toContain('most-active');
    expect(document.querySelector('.most-active')).toBeNull();
    expect(document.querySelector('.how')).not.toBeNull();
    expect(recoverable).toEqual([]);
  });

  it("a home with active members: the server draws them, and hydration keeps the server's strip", async () => {
    const { result, data, recoverable, consoleErrors, browserCalls } = await renderThenHydrate('/en', [
      huda({ fullName: 'Huda' }),
    ]);
    expect(result.kind === 'page' && result.html).toContain('Huda');
    expect(data.mostActive?.items.map((m) => m.fullName)).toEqual(['Huda']);
    const list = document.querySelector('.most-active__list')!;
    expect(list.getAttribute('aria-busy')).toBeNull();
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(list.textContent).toContain('Huda');
    // The server's list is fresh: the browser does not read it again at once (nor load its schema).
    expect(browserCalls()).not.toContain('/api/search/most-active');
    expect(recoverable).toEqual([]);
    expect(consoleErrors.filter((args) => /hydrat|did not match/i.test(String(args[0])))).toEqual([]);
  });
});

describe("a form the server draws, before the page's code runs", () => {
  // Enter in a rendered form submits it natively until hydration: by GET, the password would be
  // in the address bar, the history and a proxy's log.
  it('posts its fields (sign-in, registration, contact), never puts them in the address', async () => {
    for (const path of ['/Auth/login', '/en/Auth/register', '/en/contact-us']) {
      stubCms();
      const result = await render(`http://localhost${path}`, { apiOrigin: 'http://localhost' });
      if (result.kind !== 'page') throw new Error(`${path} not rendered`);
      const forms = [...result.html.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]);
      expect(forms.length, path).toBeGreaterThan(0);
      for (const form of forms) expect(form, path).toMatch(/\bmethod="post"/);
    }
  });
});
