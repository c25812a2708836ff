/** How long the app waits for the whole sheet before it draws anyway (a stalled request). */
const WAIT_MS = 4_000;

/**
 * A page the gateway rendered carries only its own rules, in a `<style data-sheet>` naming the
 * site's whole stylesheet (services/gateway/src/prerender/stylesheet-pruner.ts, issue 19: the
 * whole sheet inline kept the document from fitting a connection's first round trip). The app
 * links the whole sheet and waits for it before it draws anything the server did not (the next
 * page, a signed-in header, an open menu), so nothing it draws is ever unstyled. Resolves at once
 * on a page that links the sheet itself (a member's page, the bare shell); never rejects: a sheet
 * that fails to load leaves the page as styled as the server sent it.
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
