/**
 * Asks `check` every `everyMs` until it answers something (not undefined) and returns that; throws
 * `fail()` once `timeoutMs` has passed. A throw from `check` ends the wait at once. The one timer
 * the testing helpers keep, since scripts and benches run them outside vitest's `vi.waitFor`.
 */
export async function poll<T>(
  check: () => T | undefined | Promise<T | undefined>,
  { timeoutMs, everyMs, fail }: { timeoutMs: number; everyMs: number; fail: () => Error },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw fail();
    // eslint-disable-next-line mawadda-tests/no-sleep -- the poll's interval, waiting for a signal
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
