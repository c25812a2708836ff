/**
 * Resolves in a later task so the browser can paint and handle input in between: start-up runs as
 * several short tasks, not one long one. `scheduler.yield` where the browser has it (the
 * continuation keeps its priority), else a zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
