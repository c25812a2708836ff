import { describe, expect, it } from 'vitest';
import { retryTransient } from '../src/events/retry-transient.js';

// Several services starting together on a fresh Kafka create the same topics at once, and the
// broker answers "unknown topic" while it is still creating them: a start must ride that out.
const unknownTopic = () =>
  Object.assign(new Error('This server does not host this topic-partition'), {
    retriable: true,
    type: 'UNKNOWN_TOPIC_OR_PARTITION',
  });

describe('retryTransient', () => {
  it('tries again after transient failures and returns the answer', async () => {
    let calls = 0;
    const retried: number[] = [];
    const answer = await retryTransient(
      async () => {
        calls++;
        if (calls < 3) throw unknownTopic();
        return 'ready';
      },
      (_e, attempt) => retried.push(attempt),
      { baseDelayMs: 1 },
    );
    expect(answer).toBe('ready');
    expect(calls).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('throws any other failure at once', async () => {
    let calls = 0;
    const refused = retryTransient(
      async () => {
        calls++;
        throw new Error('authentication failed');
      },
      undefined,
      { baseDelayMs: 1 },
    );
    await expect(refused).rejects.toThrow('authentication failed');
    expect(calls).toBe(1);
  });

  it('gives up after the last attempt with the broker’s error', async () => {
    let calls = 0;
    const never = retryTransient(
      async () => {
        calls++;
        throw unknownTopic();
      },
      undefined,
      { attempts: 4, baseDelayMs: 1 },
    );
    await expect(never).rejects.toMatchObject({ type: 'UNKNOWN_TOPIC_OR_PARTITION' });
    expect(calls).toBe(4);
  });
});
