import { vi } from 'vitest';

/** Polls until the check passes or the time is up; the last failure is rethrown for a clear message. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 15_000, everyMs = 25): Promise<T> {
  return vi.waitFor(check, { timeout: timeoutMs, interval: everyMs });
}
