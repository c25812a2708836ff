import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { prepareIndex } from '../src/index/prepare-index.js';
import type { SearchIndex } from '../src/index/search-index.js';

const logger = pino({ level: 'silent' });
const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9200'));

describe('preparing the search index at start', () => {
  it('goes on without an index whose engine is down, and prepares it once the engine is back', async () => {
    const prepare = vi.fn<() => Promise<void>>().mockImplementationOnce(down).mockImplementationOnce(down);
    prepare.mockResolvedValue(undefined);
    const preparing = prepareIndex({ prepare } as unknown as SearchIndex, logger, 50);

    // The start does not wait for it: the first attempt failed.
    expect(await preparing.firstAttempt()).toBe(false);
    expect(preparing.isReady()).toBe(false);
    // Tried again in the background until it succeeds.
    await preparing.ready();
    expect(preparing.isReady()).toBe(true);
    expect(prepare).toHaveBeenCalledTimes(3);
  });

  it('says ready at once when the engine answers', async () => {
    const prepare = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
    const preparing = prepareIndex({ prepare } as unknown as SearchIndex, logger, 5_000);
    expect(await preparing.firstAttempt()).toBe(true);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('stops trying when the service stops', async () => {
    // Time is what this is about: the clock is the test's, moved past every retry there would be.
    vi.useFakeTimers();
    try {
      const prepare = vi.fn<() => Promise<void>>().mockImplementation(down);
      const preparing = prepareIndex({ prepare } as unknown as SearchIndex, logger, 10);
      const first = preparing.firstAttempt();
      await vi.advanceTimersByTimeAsync(10);
      expect(await first).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      const calls = prepare.mock.calls.length;
      expect(calls).toBeGreaterThan(1);
      preparing.stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(prepare).toHaveBeenCalledTimes(calls);
      expect(preparing.isReady()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
