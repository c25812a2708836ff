/**
 * Resolves in a later task, letting the browser paint and handle input in between: splits the
 * start-up work into several tasks instead of one long one (issue 19, total blocking time).
 * `scheduler.yield` where the browser has it (the continuation keeps its priority), else a
 * zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
