import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask (start-up split into several tasks)', () => {
  it('resolves in a later task, after the microtasks already queued', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await later;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
