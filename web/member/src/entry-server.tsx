/**
 * The server renderer of the public pages (dist-ssr/, loaded by the gateway's prerender). It renders
 * with the same routes, loaders and components as the browser, so hydration matches, and hands back
 * the HTML, the hydration data and the head's facts; the gateway decides which pages render here.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { CmsFaq, CmsPage, CmsPost } from '@mawadda/contracts/cms-content';
import { LOCALES, type Locale } from '@mawadda/contracts/locale';
import type { PageHead } from '@mawadda/contracts/page-head';
import { splitLocale } from '@mawadda/contracts/web-routes';
import { AppProviders } from './app/App';
import { SERVER_DATA_ID, serverRenderedState, type ServerData, STARTUP_DATA_ID } from './app/server-data';
import { runStartup } from './app/startup';
import { keepLocales, keptLocales } from './lib/keep-locales';
import type { AppAction } from './app/state';
import { fetchMostActive } from './features/content/api/fetch-most-active';
import { loadMarkdownRenderer } from './features/content/components/Markdown';
import { loadMostActiveStrip } from './features/content/components/home/MostActiveMembersSlot';
import { pick } from './features/content/lib/localized';
import { dirOf, i18n, initI18n, loadLocale } from './i18n/i18n';
import { setApiOrigin } from './lib/api';
import { recordFormatted } from './lib/format';
import { PAGE_TITLES } from './routes/LocaleRoot';
import { pageModulesOf, routesFor } from './routes/routes';
import { setDemoOnServer } from './shell/DemoNotice';

export type { PageHead };

export type RenderResult =
  | {
      kind: 'page';
      locale: Locale;
      dir: 'rtl' | 'ltr';
      /** The markup that goes inside #root. */
      html: string;
      /** The JSON block's text (ServerData, `<` escaped), with its element. */
      dataScript: string;
      head: PageHead;
    }
  /** A loader redirected (a stale cursor): the gateway sends it on. */
  | { kind: 'redirect'; status: number; location: string }
  /** Not rendered here (a loader failed, an unknown slug): the plain shell with this status. */
  | { kind: 'shell'; status: number };

interface RenderScope {
  apiOrigin: string;
  /** A demo site's page (`npm run demo`): its band is in the server's HTML as in the browser's. */
  demo: boolean;
}

interface ScopeStore {
  run<R>(scope: RenderScope, fn: () => R): R;
  getStore(): RenderScope | undefined;
}

let ready: Promise<ScopeStore> | undefined;

/**
 * Once per process: every locale's catalogue in the one i18next instance (renders of different
 * locales switch it synchronously just before rendering), and the API's origin taken per render
 * from an AsyncLocalStorage, so concurrent renders never read through each other's gateway.
 */
function prepare(): Promise<ScopeStore> {
  ready ??= (async () => {
    const hooks = (await import(/* @vite-ignore */ 'node:async_hooks' as string)) as {
      AsyncLocalStorage: new () => ScopeStore;
    };
    const scope = new hooks.AsyncLocalStorage();
    setApiOrigin(() => scope.getStore()?.apiOrigin ?? '');
    setDemoOnServer(() => scope.getStore()?.demo ?? false);
    if (!i18n.isInitialized) await initI18n(LOCALES[0]);
    for (const locale of LOCALES) await loadLocale(locale);
    // A body's renderer and home's strip are there before the first render, which then never
    // suspends on them.
    await Promise.all([loadMarkdownRenderer(), loadMostActiveStrip()]);
    return scope;
  })();
  return ready;
}

/** Markdown as plain text, for descriptions and structured data. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** About 160 characters, cut at a word. */
export function summaryOf(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The head of a rendered page, from its loaders' data (the same the components show). */
function headOf(path: string, locale: Locale, loaderData: Record<string, unknown>): PageHead {
  const t = i18n.getFixedT(locale);
  const brand = t('brand');
  const titled = (title: string) => `${title} | ${brand}`;
  const data = Object.values(loaderData).find((d): d is Record<string, unknown> => !!d) ?? {};
  const route = path.replace(/\/+$/, '').toLowerCase() || '/';

  if ('post' in data) {
    const post = data.post as CmsPost;
    const headline = pick(post.title, locale);
    const summary = plainText(pick(post.summary, locale)) || plainText(pick(post.body, locale));
    const author = pick(post.author, locale);
    return {
      title: titled(headline),
      description: summaryOf(summary),
      type: 'article',
      ...(post.image && { image: post.image }),
      article: { headline, publishedAt: post.publishedAt, ...(author && { author }) },
    };
  }
  if ('page' in data) {
    const page = data.page as CmsPage;
    return {
      title: titled(pick(page.title, locale)),
      description: summaryOf(plainText(pick(page.body, locale))) || undefined,
      type: 'website',
    };
  }
  if ('questions' in data) {
    const questions = data.questions as CmsFaq[];
    return {
      title: titled(t('content:faq.title')),
      description: t('content:faq.lead'),
      type: 'website',
      faq: questions.map((q) => ({
        question: plainText(pick(q.question, locale)),
        answer: plainText(pick(q.answer, locale)),
      })),
    };
  }
  const named: Record<string, [string, string?]> = {
    '/media/news': ['content:news.title', 'content:news.lead'],
    '/blog': ['content:blog.title', 'content:blog.lead'],
    '/contact-us': ['feedback:contact.title'],
    '/auth/login': ['auth:login.title'],
    '/auth/register': ['auth:register.title'],
  };
  const keys = named[route];
  if (keys)
    return { title: titled(t(keys[0])), ...(keys[1] && { description: t(keys[1]) }), type: 'website' };
  return { title: PAGE_TITLES[locale], type: 'website' };
}

/** JSON inside <script>: no `<` can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** One handler per locale, over that locale's routes alone, as the browser's router has them. */
const handlers = Object.fromEntries(
  LOCALES.map((locale) => [locale, createStaticHandler(routesFor(locale))]),
) as Record<Locale, ReturnType<typeof createStaticHandler>>;

/** Each locale's routes, only ever matched (never loaded): their `lazy` keeps its page module's name. */
const matchable = Object.fromEntries(LOCALES.map((locale) => [locale, routesFor(locale)])) as Record<
  Locale,
  ReturnType<typeof routesFor>
>;

/**
 * The page modules of a site path, by their paths from the site's root (`src/pages/SearchPage.tsx`,
 * the keys of the build's manifest): the gateway names their chunks in a member page's head, so the
 * browser fetches them with the entry instead of a round trip after it has run.
 */
export function pageModules(pathname: string): string[] {
  const { locale } = splitLocale(pathname);
  return pageModulesOf(matchable[locale], pathname);
}

let turn: Promise<unknown> = Promise.resolve();
/** Runs renders one after another (see `render`). */
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = turn.then(job, job);
  turn = run.catch(() => undefined);
  return run;
}

/**
 * Renders one public page. `url` is the full URL the gateway received (path and query);
 * `apiOrigin` the gateway's own address, where the loaders read the cms as the browser would.
 */
export async function render(
  url: string,
  options: { apiOrigin: string; demo?: boolean },
): Promise<RenderResult> {
  const scope = await prepare();
  const target = new URL(url, options.apiOrigin);
  const { locale, path } = splitLocale(target.pathname);
  const handler = handlers[locale];
  return scope.run({ apiOrigin: options.apiOrigin, demo: options.demo ?? false }, async () => {
    let startup: AppAction | undefined;
    const [context, mostActive] = await Promise.all([
      handler.query(new Request(target.href, { headers: { Accept: 'text/html' } })),
      // Home's strip, drawn from what a guest gets (most-active-seed.tsx); unread, the server draws
      // its waiting row and the browser fills it as before.
      path === '/'
        ? fetchMostActive().then(
            (items) => ({ items, at: Date.now() }),
            () => undefined,
          )
        : undefined,
      runStartup((action) => (startup = action)),
    ]);
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      return location && context.status >= 300 && context.status < 400
        ? { kind: 'redirect', status: context.status, location }
        : { kind: 'shell', status: context.status };
    }
    // An unknown slug is the API's 404, and the page's; any other failure is served as the
    // plain shell with 200 (the browser may well read what the server could not).
    if (context.errors) {
      const notFound = Object.values(context.errors).some(
        (e) => (e as { status?: unknown } | null)?.status === 404,
      );
      return { kind: 'shell', status: notFound ? 404 : 200 };
    }
    if (startup?.type !== 'startup/succeeded') return { kind: 'shell', status: 200 };

    // The page's texts in its own language and Arabic only, for the render as for the browser
    // that hydrates from them (keep-locales.ts); the head is made from the whole (below).
    const loaderData = keepLocales(context.loaderData, locale);
    const data: ServerData = {
      locale,
      loaderData,
      startup: keepLocales({ menus: startup.menus, blocks: startup.blocks, pages: startup.pages }, locale),
      locales: keptLocales(locale),
      ...(mostActive && { mostActive }),
    };
    const rendered = { ...context, loaderData };
    const router = createStaticRouter(handler.dataRoutes, rendered);
    const html = await oneAtATime(async () => {
      // The one i18next instance speaks this page's language for the whole render: renders
      // take turns (each is a few milliseconds once its data is in).
      await i18n.changeLanguage(locale);
      const failures: unknown[] = [];
      // Renders take turns, so the texts kept are this page's alone.
      const formatted = recordFormatted();
      let markup: string;
      try {
        // `prerender` waits for lazy parts (the home page's members strip) where renderToString
        // would leave them to the browser and report a recoverable error on hydration.
        const { prelude } = await prerender(
          <StrictMode>
            <AppProviders initial={serverRenderedState(data.startup)} mostActive={data.mostActive}>
              <StaticRouterProvider router={router} context={rendered} hydrate={false} />
            </AppProviders>
          </StrictMode>,
          { onError: (error) => void failures.push(error) },
        );
        markup = await new Response(prelude).text();
      } finally {
        data.formatted = formatted();
      }
      // A part that failed would be left to the browser: serve the plain shell instead.
      if (failures.length) throw failures[0];
      return markup;
    });
    return {
      kind: 'page',
      locale,
      dir: dirOf(locale),
      html,
      dataScript: `<script type="application/json" id="${SERVER_DATA_ID}">${scriptJson(data)}</script>`,
      head: headOf(path, locale, context.loaderData),
    };
  });
}

/**
 * The startup's content as the JSON block a page the server does not render carries (a member's:
 * app/server-data.ts `readStartupData`), read through the gateway as `render` reads it; undefined
 * when a startup call fails (the page then makes the calls itself, as before).
 */
export async function startupScript(options: { apiOrigin: string }): Promise<string | undefined> {
  const scope = await prepare();
  return scope.run({ apiOrigin: options.apiOrigin, demo: false }, async () => {
    let startup: AppAction | undefined;
    await runStartup((action) => (startup = action));
    if (startup?.type !== 'startup/succeeded') return undefined;
    const content: ServerData['startup'] = {
      menus: startup.menus,
      blocks: startup.blocks,
      pages: startup.pages,
    };
    return `<script type="application/json" id="${STARTUP_DATA_ID}">${scriptJson(content)}</script>`;
  });
}
