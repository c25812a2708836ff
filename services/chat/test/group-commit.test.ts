// The group commit every message goes through: what shares a batch, what waits, and that each
// submitter hears its own outcome (a unit test: the queue alone, with a fake batch runner).
import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../src/app/group-commit.js';

const tick = () => new Promise((r) => setImmediate(r));

describe('group commit', () => {
  it('puts what arrives in the same tick in one batch, and what arrives meanwhile in the next', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const queue = new GroupCommit<number, string>(async (batch) => {
      batches.push(batch.map((b) => b.item));
      if (batches.length === 1) await held;
      for (const { item, settle } of batch) settle.resolve(`stored ${item}`);
    }, 100);
    const first = [1, 2, 3].map((n) => queue.submit(n));
    await tick();
    // The first batch is running (held): these wait for it, then go together.
    const second = [4, 5].map((n) => queue.submit(n));
    await tick();
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await Promise.all([...first, ...second])).toEqual([1, 2, 3, 4, 5].map((n) => `stored ${n}`));
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('never puts more than the most a batch may hold in one', async () => {
    const sizes: number[] = [];
    const queue = new GroupCommit<number, number>(async (batch) => {
      sizes.push(batch.length);
      for (const { item, settle } of batch) settle.resolve(item);
    }, 4);
    await Promise.all(Array.from({ length: 10 }, (_, i) => queue.submit(i)));
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('rejects every unsettled request of a batch that throws, and goes on with the next', async () => {
    let calls = 0;
    const queue = new GroupCommit<string, string>(async (batch) => {
      calls++;
      if (calls === 1) {
        batch[0]!.settle.resolve('kept');
        throw new Error('connection lost');
      }
      for (const { item, settle } of batch) settle.resolve(item);
    }, 100);
    const [a, b] = [queue.submit('a'), queue.submit('b')];
    await expect(a).resolves.toBe('kept');
    await expect(b).rejects.toThrow('connection lost');
    await expect(queue.submit('c')).resolves.toBe('c');
  });
});
