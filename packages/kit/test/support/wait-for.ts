/** Polls until the check passes or the time is up; the last failure is rethrown for a clear message. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 15_000, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
