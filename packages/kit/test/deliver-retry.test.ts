import type { EventEnvelope } from '@mawadda/contracts';
import { describe, expect, it, vi } from 'vitest';
import { deliverWithRetry } from '../src/events/deliver.js';
import type { EventSubscription } from '../src/events/event-bus.js';

const event = { id: 'e1', type: 'member.active' } as unknown as EventEnvelope;

function subscription(handle: () => Promise<void>) {
  const deadLetter = vi.fn(async () => undefined);
  const sub: EventSubscription = {
    group: 'g',
    producers: ['p'],
    handle,
    deadLetter,
    retry: { maxAttempts: 3, initialDelayMs: 1, maxDelayMs: 2 },
  };
  return { sub, deadLetter };
}

describe('deliverWithRetry', () => {
  it('dead-letters an event that keeps failing for a reason retrying cannot mend', async () => {
    const handle = vi.fn(async () => {
      throw new Error('bug');
    });
    const { sub, deadLetter } = subscription(handle);
    await deliverWithRetry(sub, event);
    expect(handle).toHaveBeenCalledTimes(3);
    expect(deadLetter).toHaveBeenCalledOnce();
  });

  it('keeps a retriable failure (an engine down) waiting, past maxAttempts, until it applies', async () => {
    let calls = 0;
    const handle = vi.fn(async () => {
      calls++;
      if (calls <= 10) throw Object.assign(new Error('engine down'), { retriable: true });
    });
    const { sub, deadLetter } = subscription(handle);
    await deliverWithRetry(sub, event);
    expect(handle).toHaveBeenCalledTimes(11);
    expect(deadLetter).not.toHaveBeenCalled();
  });
});
