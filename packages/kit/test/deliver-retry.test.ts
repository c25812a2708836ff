import type { EventEnvelope } from '@mawadda/contracts';
import { describe, expect, it, vi } from 'vitest';
import { deliverBatch, deliverWithRetry } from '../src/events/deliver.js';
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

describe('deliverBatch', () => {
  const events = ['e1', 'e2', 'e3'].map((id) => ({ id, type: 'member.active' }) as unknown as EventEnvelope);

  it('hands the run to the batch path at once when it succeeds', async () => {
    const handle = vi.fn(async () => undefined);
    const { sub } = subscription(handle);
    sub.handleBatch = vi.fn(async () => undefined);
    await deliverBatch(sub, events);
    expect(sub.handleBatch).toHaveBeenCalledExactlyOnceWith(events);
    expect(handle).not.toHaveBeenCalled();
  });

  it('retries the whole batch while an engine is down (retriable), dead-lettering nothing', async () => {
    let calls = 0;
    const { sub, deadLetter } = subscription(async () => undefined);
    sub.handleBatch = vi.fn(async () => {
      if (++calls <= 4) throw Object.assign(new Error('engine down'), { retriable: true });
    });
    const heartbeat = vi.fn(async () => undefined);
    await deliverBatch(sub, events, heartbeat);
    expect(sub.handleBatch).toHaveBeenCalledTimes(5);
    expect(heartbeat).toHaveBeenCalledTimes(4);
    expect(deadLetter).not.toHaveBeenCalled();
  });

  it('falls back to one by one on any other failure: the bad event is dead-lettered alone, in order', async () => {
    const done: string[] = [];
    const { sub, deadLetter } = subscription(async () => undefined);
    sub.handle = vi.fn(async (e: EventEnvelope) => {
      if (e.id === 'e2') throw new Error('bug');
      done.push(e.id);
    });
    sub.handleBatch = vi.fn(async () => {
      throw new Error('bug');
    });
    await deliverBatch(sub, events);
    expect(sub.handleBatch).toHaveBeenCalledOnce();
    expect(done).toEqual(['e1', 'e3']);
    expect(deadLetter).toHaveBeenCalledExactlyOnceWith(events[1], expect.any(Error), 3);
  });

  it('delivers one by one to a subscription without a batch path, or a run of one', async () => {
    const seen: string[] = [];
    const { sub } = subscription(async () => undefined);
    sub.handle = async (e) => void seen.push(e.id);
    await deliverBatch(sub, events);
    sub.handleBatch = vi.fn(async () => undefined);
    await deliverBatch(sub, events.slice(0, 1));
    expect(seen).toEqual(['e1', 'e2', 'e3', 'e1']);
    expect(sub.handleBatch).not.toHaveBeenCalled();
  });
});
