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

  it('does not run once cancelled before it ran', async () => {
    const run = vi.fn();
    afterLoadAndIdle(run)();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run).not.toHaveBeenCalled();
  });
});
