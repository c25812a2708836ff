import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { compressOffThread, type Logger } from '@mawadda/kit';
import { splitLocale } from '@mawadda/contracts/web-routes';
import type { Locale } from '@mawadda/contracts/locale';
import { inlineScriptHashes } from '../content-security.js';
import { startEntryAfterLoad } from './entry-loader.js';
import { fontPreloads } from './font-preloads.js';
import { headTags, type PageHead } from './head.js';
import { firstImageUrls, warmImages } from './image-warmup.js';
import { pagePreloadTags } from './page-preloads.js';
import { stylesheetInliner } from './inline-stylesheet.js';
import { styleAttributeHashes } from './style-hashes.js';
import type { KeptPage, RenderedPages } from './rendered-pages.js';

/** What the member site's server entry answers (web/member/src/entry-server.tsx `RenderResult`). */
export type RenderResult =
  | { kind: 'page'; locale: Locale; dir: 'rtl' | 'ltr'; html: string; dataScript: string; head: PageHead }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell'; status: number };

interface ServerEntry {
  render(url: string, options: { apiOrigin: string; demo?: boolean }): Promise<RenderResult>;
  /** The startup's content as a page's JSON block (web/member/src/entry-server.tsx). */
  startupScript(options: { apiOrigin: string }): Promise<string | undefined>;
  /** The page modules a site path matches, by their keys in the build's manifest. */
  pageModules?(pathname: string): string[];
}

/** What the gateway sends for a rendered page. */
export type Prerendered = KeptPage | { kind: 'shell'; status: number };

/**
 * A rendered page is compressed once, for every visitor while it is kept, so at a quality too
 * slow for each request (on the thread pool); 11 would cost far more time for little less size.
 */
const PAGE_BROTLI_QUALITY = 10;

/** A render taking longer than this is given up: the shell goes out instead. */
const RENDER_TIMEOUT_MS = 5_000;
/** How long the startup's content given to the bare shells is used before it is read again. */
const STARTUP_FRESH_MS = 60_000;
/**
 * How long a bare shell waits for the startup's content when none is kept yet. Read over loopback
 * it is quick, while without it the page makes seven calls before its header is whole: several
 * round trips on a phone.
 */
const STARTUP_WAIT_MS = 500;
/**
 * After a failed read, how long the shells neither wait nor read again: while the cms is down, a
 * member's page goes out at once and makes the calls itself (which say what failed).
 */
const STARTUP_RETRY_MS = 30_000;

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out`)), RENDER_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

interface LoadedEntry {
  stamp: string;
  entry: Promise<ServerEntry>;
  /** The module once its import has resolved. */
  ready?: ServerEntry;
}

/**
 * The member site's server entry, imported once: ESM cannot unload a module. A rebuild under a
 * running server turns server rendering off until the next start, rather than render with code the
 * browser no longer runs.
 */
function serverEntry(entryPath: string, logger?: Logger) {
  let loaded: LoadedEntry | undefined;
  let stale = false;
  let checkedAt = -Infinity;
  const stampOf = () => {
    try {
      const stat = fs.statSync(entryPath);
      return `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return undefined;
    }
  };
  const load = (): Promise<ServerEntry> | undefined => {
    if (stale) return undefined;
    const now = performance.now();
    if (loaded && now - checkedAt < 1_000) return loaded.entry;
    checkedAt = now;
    const stamp = stampOf();
    if (!loaded) {
      if (!stamp) return undefined;
      const current: LoadedEntry = {
        stamp,
        entry: import(pathToFileURL(entryPath).href) as Promise<ServerEntry>,
      };
      current.entry.then((module) => (current.ready = module)).catch(() => undefined);
      loaded = current;
    } else if (stamp && stamp !== loaded.stamp) {
      stale = true;
      logger?.warn('the member site was rebuilt: pages are served unrendered until the next start');
      return undefined;
    }
    return loaded.entry;
  };
  /** The entry if it has loaded and is current, without waiting for it. */
  const loadedNow = (): ServerEntry | undefined => (load() ? loaded?.ready : undefined);
  return { load, loadedNow };
}

/** The page: the shell with the locale's lang/dir, the head, the rendered app and its data. */
export function composePage(
  shell: string,
  result: Extract<RenderResult, { kind: 'page' }>,
  page: { origin: string; path: string; preloads?: string },
): string {
  const head =
    headTags(result.head, { origin: page.origin, locale: result.locale, path: page.path }) +
    (page.preloads ?? '');
  return (
    startEntryAfterLoad(shell)
      .replace(/<html\b[^>]*>/i, `<html lang="${result.locale}" dir="${result.dir}">`)
      .replace(/<title>[\s\S]*?<\/title>/i, () => head)
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${result.html}</div>`)
      .replace(/<\/body>/i, () => `${result.dataScript}\n  </body>`)
      // The page is readable before any script, so its code arrives after its first paint: the
      // chunk preloads go (the entry imports them itself; preloaded, they compete with the page's
      // first paint), and the entry starts once the page has loaded (entry-loader.ts).
      .replace(/\s*<link rel="modulepreload"[^>]*>/gi, '')
  );
}

/**
 * Renders the public pages with the member site's own React code, reading the cms through this
 * gateway. A page is kept briefly per path and query and dropped on content change; any failure
 * gives `undefined`, and the plain shell is served.
 */
export function createPrerenderer(options: {
  entryPath: string;
  publicOrigin: string;
  pages: RenderedPages;
  logger?: Logger;
  /** A demo site (`npm run demo`): its pages carry the demo band from the server on. */
  demo?: boolean;
  /** The built site, whose stylesheet rendered pages carry inline (`stylesheetInliner`). */
  siteDir?: string;
  /** Makes an optimised image (`/_img?…`) ahead of its first request (image-warmup.ts). */
  warmImage?: (url: string) => Promise<void>;
}) {
  const { load: entry, loadedNow } = serverEntry(options.entryPath, options.logger);
  const preloadTags = options.siteDir ? pagePreloadTags(options.siteDir) : undefined;
  const inlineStylesheet = options.siteDir ? stylesheetInliner(options.siteDir) : undefined;
  const origin = options.publicOrigin.replace(/\/+$/, '');
  let startupKept: { stamp: string; generation: number; at: number; script: string } | undefined;
  /** The read in flight (one at a time); it never rejects. */
  let startupReading: Promise<void> | undefined;
  let startupFailedAt = -Infinity;
  const readStartup = (request: { apiOrigin: string; shellStamp: string }): Promise<void> => {
    if (startupReading) return startupReading;
    const generation = options.pages.generation;
    startupReading = (async () => {
      const module = entry();
      if (!module) return;
      const { startupScript } = await module;
      const script = await withinTime(startupScript({ apiOrigin: request.apiOrigin }), 'startup read');
      if (!script) throw new Error('the server entry gave no startup content');
      // Read before a staff edit: not kept (the next page reads again).
      if (generation === options.pages.generation)
        startupKept = { stamp: request.shellStamp, generation, at: performance.now(), script };
    })()
      .catch((err: unknown) => {
        startupFailedAt = performance.now();
        options.logger?.warn({ err }, 'reading the startup content failed');
      })
      .finally(() => (startupReading = undefined));
    return startupReading;
  };
  const keptStartup = (shellStamp: string) =>
    startupKept?.stamp === shellStamp && startupKept.generation === options.pages.generation
      ? startupKept
      : undefined;
  return {
    /** Whether a server entry is built (else every page is the shell). */
    available: () => fs.existsSync(options.entryPath),
    /**
     * The startup's content for a bare shell, so the page skips its seven startup calls; refreshed
     * in the background once stale. With nothing kept the page waits briefly at most, else makes
     * the calls itself; a failed read backs off, and meanwhile no page waits.
     */
    async startup(request: { apiOrigin: string; shellStamp: string }): Promise<string | undefined> {
      const current = keptStartup(request.shellStamp);
      const now = performance.now();
      if (current) {
        if (now - current.at > STARTUP_FRESH_MS) void readStartup(request);
        return current.script;
      }
      if (now - startupFailedAt < STARTUP_RETRY_MS) return undefined;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        readStartup(request),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, STARTUP_WAIT_MS))),
      ]);
      clearTimeout(timer);
      return keptStartup(request.shellStamp)?.script;
    },
    /**
     * The chunk preloads of a member's page at `pathname` (page-preloads.ts), for its bare shell:
     * none while the server entry has not loaded (a page is never held for it).
     */
    pagePreloads(pathname: string, shellStamp: string): string {
      const modules = loadedNow()?.pageModules?.(pathname);
      return modules && preloadTags ? preloadTags(modules, shellStamp) : '';
    },
    async render(request: { url: string; apiOrigin: string; shell: string; shellStamp: string }) {
      const key = `${request.shellStamp}\n${request.url}`;
      const kept = options.pages.get(key);
      if (kept) return kept;
      const generation = options.pages.generation;
      const started = performance.now();
      try {
        const module = entry();
        if (!module) return undefined;
        const { render } = await module;
        const result = await withinTime(
          render(request.url, { apiOrigin: request.apiOrigin, demo: options.demo }),
          'render',
        );
        const ms = Math.round(performance.now() - started);
        let done: Prerendered;
        if (result.kind === 'page') {
          const path = splitLocale(new URL(request.url, 'http://x').pathname).path;
          const inlined = inlineStylesheet?.(request.shell, result.html);
          const html = composePage(inlined?.html ?? request.shell, result, {
            origin,
            path,
            preloads: inlined && fontPreloads(inlined.css, result.locale),
          });
          done = {
            kind: 'page',
            page: await compressOffThread(Buffer.from(html, 'utf8'), PAGE_BROTLI_QUALITY),
            // The CSP allows the inlined sheet by its hash, as it allows React's style attributes.
            styleHashes: [...styleAttributeHashes(result.html), ...(inlined ? [inlined.hash] : [])],
            // Its scripts are the shell's and the entry's loader (entry-loader.ts).
            scriptHashes: inlineScriptHashes(html),
            ms,
          };
          options.logger?.debug({ path: request.url, ms }, 'page rendered');
          // Its first images resized before its first visitor asks (image-warmup.ts).
          if (options.warmImage) void warmImages(firstImageUrls(result.html), options.warmImage);
        } else done = result;
        // A shell (a failed read, an unknown slug) is not kept: the next visitor tries again.
        if (done.kind !== 'shell') options.pages.set(key, done, generation);
        return done;
      } catch (err) {
        options.logger?.warn({ err, path: request.url }, 'server render failed; the shell is served');
        return undefined;
      }
    },
  };
}

export type Prerenderer = ReturnType<typeof createPrerenderer>;
