/** How long the app waits for the whole sheet before it draws anyway (a stalled request). */
const WAIT_MS = 4_000;

/**
 * A rendered page inlines only its own rules (packages/site stylesheet-pruner.ts, so the document fits
 * the first round trip). Waits for the whole sheet before drawing anything the server did not, so
 * nothing drawn is unstyled. Never rejects: a failed sheet leaves the page as the server styled it.
 */
export function loadFullStylesheet(doc: Document = document): Promise<void> {
  const href = doc.querySelector<HTMLStyleElement>('style[data-sheet]')?.dataset.sheet;
  if (!href) return Promise.resolve();
  const linked = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (l) => l.getAttribute('href') === href,
  );
  if (linked) return Promise.resolve();
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Not applied until its faces are sorted out (a sheet for another medium registers none).
    link.media = 'print';
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, WAIT_MS);
    link.addEventListener(
      'load',
      () => {
        dropFacesDeclared(link.sheet, doc.querySelector<HTMLStyleElement>('style[data-sheet]')?.sheet);
        link.media = 'all';
        done();
      },
      { once: true },
    );
    link.addEventListener(
      'error',
      () => {
        link.media = 'all';
        done();
      },
      { once: true },
    );
    doc.head.appendChild(link);
  });
}

/**
 * Removes from the whole sheet the `@font-face` rules the page's own rules already declare. A face
 * declared twice is a second face: the browser loads it again (from its cache, at once) and draws
 * with it, so a bold face the first one had left out (`font-display: optional`, too late for the
 * first paint) was swapped in after all, and the text below every heading moved (the Arabic home's
 * layout shift).
 */
function dropFacesDeclared(whole: CSSStyleSheet | null, own: CSSStyleSheet | null | undefined) {
  if (!whole || !own) return;
  const faces = (sheet: CSSStyleSheet) => {
    try {
      return [...sheet.cssRules];
    } catch {
      return []; // A sheet whose rules cannot be read is left whole.
    }
  };
  const declared = new Set(
    faces(own)
      .filter((r) => r instanceof CSSFontFaceRule)
      .map((r) => r.cssText),
  );
  const rules = faces(whole);
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i]!;
    if (rule instanceof CSSFontFaceRule && declared.has(rule.cssText)) whole.deleteRule(i);
  }
}
