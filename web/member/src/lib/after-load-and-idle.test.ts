import { describe, expect, it, vi } from 'vitest';
import { afterLoadAndIdle } from './after-load-and-idle';

describe('afterLoadAndIdle (start-up work that can wait)', () => {
  it('runs once the page has loaded and the browser is idle', async () => {
    const run = vi.fn();
    // jsdom's document has loaded: the check waits for the idle callback (or a timeout) only.
    afterLoadAndIdle(run);
    expect(run).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('does not run once cancelled before it ran', () => {
    // On the test's clock, run to the end: the one not cancelled beside it shows the time came.
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      const kept = vi.fn();
      afterLoadAndIdle(run)();
      afterLoadAndIdle(kept);
      vi.runAllTimers();
      expect(kept).toHaveBeenCalledTimes(1);
      expect(run).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
