/** The shell's entry: Vite's `<script type="module" crossorigin src="/assets/index-….js">`. */
const ENTRY = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/i;
/** The shell's catalogue preload (web/member/vite.config.ts `preloadLocaleCatalogue`). */
const CATALOGUE_PRELOAD = /\s*<script data-catalogue-preload>([\s\S]*?)<\/script>/i;

/**
 * How long a rendered page waits at most for its load event before it starts its code anyway: a
 * stalled image must not leave the page without its menus and forms for good.
 */
export const ENTRY_AT_LATEST_MS = 4_000;

/**
 * A rendered page's code starts after the page loaded and painted: the page is whole without it, so
 * hydration must not share a phone's link with the cover. One hashed inline script starts the entry
 * and catalogue on load after the next frame, or after `ENTRY_AT_LATEST_MS`.
 */
export function startEntryAfterLoad(html: string): string {
  const src = ENTRY.exec(html)?.[1];
  if (!src) return html;
  const preload = CATALOGUE_PRELOAD.exec(html)?.[1]?.trim() ?? '';
  const loader =
    '(function () {' +
    'var started = false;' +
    'function start() {' +
    'if (started) return;' +
    'started = true;' +
    preload +
    "var entry = document.createElement('script');" +
    "entry.type = 'module';" +
    "entry.crossOrigin = '';" +
    `entry.src = ${JSON.stringify(src)};` +
    'document.head.appendChild(entry);' +
    '}' +
    "addEventListener('load', function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });" +
    `setTimeout(start, ${ENTRY_AT_LATEST_MS});` +
    '})();';
  return html.replace(CATALOGUE_PRELOAD, '').replace(ENTRY, () => `<script>${loader}</script>`);
}
