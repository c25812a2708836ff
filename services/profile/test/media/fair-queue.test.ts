import { describe, expect, it } from 'vitest';
import { FairQueue } from '../../src/media/fair-queue.js';

const takeAll = <T>(queue: FairQueue<T>) => {
  const out: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
  return out;
};

describe('FairQueue', () => {
  it('serves owners in turn, each owner’s items in the order they came', () => {
    const queue = new FairQueue<string>();
    for (const item of ['a1', 'a2', 'a3', 'a4']) queue.push('a', item);
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('b', 'b2');
    expect(queue.size).toBe(7);
    expect(takeAll(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.size).toBe(0);
  });

  it('serves a newcomer before an owner already served, even one who queued earlier', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    expect(queue.shift()).toBe('a1'); // a's first photo runs
    queue.push('a', 'a2');
    queue.push('a', 'a3');
    queue.push('b', 'b1'); // b arrives while a1 runs
    queue.done('a'); // a1 ends before the next is taken
    expect(takeAll(queue)).toEqual(['b1', 'a2', 'a3']);
  });

  it('remembers an owner’s turn while their work runs, and forgets it once all is done', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    expect(queue.shift()).toBe('a1');
    expect(queue.shift()).toBe('b1');
    queue.done('a');
    queue.done('b');
    // Both were forgotten: turn order is arrival order again.
    queue.push('b', 'b2');
    queue.push('a', 'a2');
    expect(takeAll(queue)).toEqual(['b2', 'a2']);
  });

  it('drain hands back everything waiting and leaves it empty', () => {
    const queue = new FairQueue<number>();
    queue.push('a', 1);
    queue.push('b', 2);
    queue.push('a', 3);
    expect(queue.drain().sort()).toEqual([1, 2, 3]);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeUndefined();
    queue.done('a'); // an unknown owner is ignored
  });
});
