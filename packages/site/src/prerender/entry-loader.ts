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
 * A rendered page's code starts once the page has loaded and painted. The page is whole and
 * readable without it, links included; the code only makes it interactive (hydration), so it
 * waits for the page's own cover and images instead of sharing a phone's link with them (loaded
 * at once, even async, it finished before the cover and delayed the largest paint).
 *
 * One inline script takes the place of the entry's tag and of the catalogue preload (moved into
 * it: the catalogue still downloads beside the entry, not after it). It runs the two on the load
 * event, after the next frame is painted (a timeout queued from an animation frame), or after
 * `ENTRY_AT_LATEST_MS` if the load event has not come. The CSP allows it by its hash, as the
 * shell's own inline scripts (`inlineScriptHashes` on the page).
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
