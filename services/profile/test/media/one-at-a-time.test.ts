import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../src/media/one-at-a-time.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('oneAtATime', () => {
  it('runs jobs one after another in the order asked, each getting its own result', async () => {
    const inTurn = oneAtATime();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number, ms: number) => async () => {
      running++;
      most = Math.max(most, running);
      await tick(ms);
      order.push(n);
      running--;
      return n * 10;
    };
    const results = await Promise.all([inTurn(job(1, 30)), inTurn(job(2, 5)), inTurn(job(3, 1))]);
    expect(results).toEqual([10, 20, 30]);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
  });

  it('a failed job rejects for its caller only; the next one still runs', async () => {
    const inTurn = oneAtATime();
    const failed = inTurn(async () => {
      throw new Error('broken image');
    });
    const next = inTurn(async () => 'ok');
    await expect(failed).rejects.toThrow('broken image');
    await expect(next).resolves.toBe('ok');
  });
});
