import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ENTRY_AT_LATEST_MS, startEntryAfterLoad } from '../src/prerender/entry-loader.js';
import { inlineScriptHashes } from '../src/content-security.js';

// The shell as Vite builds it (web/member/vite.config.ts): the pre-paint script, the catalogue
// preload, the entry.
const PRELOAD =
  "(function () { var link = document.createElement('link'); link.rel = 'modulepreload'; link.href = '/assets/ar-1.js'; document.head.appendChild(link); })();";
const SHELL = [
  '<head>',
  '<script>document.documentElement.dir = "rtl";</script>',
  `<script data-catalogue-preload>${PRELOAD}</script>`,
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '</head><body><div id="root"></div></body>',
].join('\n');

/** Runs the page's loader in a window that records what it appends and lets the test fire events. */
function runLoader(html: string) {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const frames: (() => void)[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const window = {
    document: {
      documentElement: {},
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: (typeof appended)[number]) => appended.push(el) },
    },
    addEventListener: (name: string, run: () => void) => (listeners[name] ??= []).push(run),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: ms, run }),
  };
  const context = vm.createContext({ ...window, window });
  for (const script of scripts) vm.runInContext(script, context);
  return {
    appended,
    fire: (name: string) => listeners[name]?.forEach((run) => run()),
    paintFrame: () => frames.splice(0).forEach((run) => run()),
    runTimers: (upTo: number) =>
      timers
        .splice(0)
        .filter((t) => t.at <= upTo || !timers.push(t))
        .forEach((t) => t.run()),
  };
}

describe("a rendered page's entry loader", () => {
  const page = startEntryAfterLoad(SHELL);

  it('replaces the entry tag and the catalogue preload with one inline script', () => {
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toContain('data-catalogue-preload');
    expect(page).toContain('<script>document.documentElement.dir = "rtl";</script>');
    expect(page.match(/<script>/g)).toHaveLength(2);
    // Both inline scripts are what the page's CSP allows.
    expect(inlineScriptHashes(page)).toHaveLength(2);
  });

  it('starts the entry and the catalogue together, once the page has loaded and painted', () => {
    const browser = runLoader(page);
    browser.runTimers(0);
    expect(browser.appended).toEqual([]);
    browser.fire('load');
    expect(browser.appended).toEqual([]);
    browser.paintFrame();
    expect(browser.appended).toEqual([]);
    browser.runTimers(0);
    expect(browser.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/ar-1.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
    ]);
    // The at-latest timer finds it started.
    browser.runTimers(ENTRY_AT_LATEST_MS);
    expect(browser.appended).toHaveLength(2);
  });

  it('starts it anyway when the load event has not come in time (a stalled image)', () => {
    const browser = runLoader(page);
    browser.runTimers(ENTRY_AT_LATEST_MS);
    expect(browser.appended.map((el) => el.src ?? el.href)).toEqual([
      '/assets/ar-1.js',
      '/assets/index-abc.js',
    ]);
    browser.fire('load');
    browser.paintFrame();
    browser.runTimers(0);
    expect(browser.appended).toHaveLength(2);
  });

  it('leaves a page without an entry as it is', () => {
    expect(startEntryAfterLoad('<head></head>')).toBe('<head></head>');
  });
});
