/**
 * Start-up work no first interaction needs (the version check, the chat socket) waits for the
 * load event, then an idle moment (at most `timeoutMs` later), so it does not compete with the
 * page's own requests and tasks. Returns a cancel.
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
