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
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, WAIT_MS);
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    doc.head.appendChild(link);
  });
}
