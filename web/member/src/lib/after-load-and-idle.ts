/**
 * Start-up work that no first interaction needs (the build-version check, the chat socket) waits
 * for this: the page's load event, then an idle moment of the main thread (at most `timeoutMs`
 * later). At start-up it would otherwise compete with the page's own requests and tasks (issue
 * 19, total blocking time). Returns a cancel.
 */
export function afterLoadAndIdle(run: () => void, timeoutMs = 5000): () => void {
  let cancelled = false;
  let cancelIdle: () => void = () => undefined;
  const idle = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => run(), { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 0);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}
