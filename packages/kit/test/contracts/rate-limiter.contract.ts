import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RateLimiter, RateRule } from '../../src/ratelimit/rate-limiter.js';

/** The RateLimiter port's contract, run on memory and on Redis. */
export function rateLimiterContract(name: string, make: (rule: RateRule) => RateLimiter) {
  describe(`RateLimiter contract: ${name}`, () => {
    const rule = () => ({ name: `contract-${randomUUID()}`, points: 3, durationSeconds: 60 });

    it('allows the budget, then refuses with a wait time, per key', async () => {
      const limiter = make(rule());
      const decisions = [];
      for (let i = 0; i < 4; i++) decisions.push(await limiter.consume('ip:1'));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions[2]?.remaining).toBe(0);
      expect(decisions[3]?.retryAfterSeconds).toBeGreaterThan(0);
      expect(decisions[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await limiter.consume('ip:2')).allowed).toBe(true);
    });

    it('spend answers nothing within the budget, then the refusal with its wait time', async () => {
      const limiter = make(rule());
      expect(await limiter.spend('k', 3)).toBeUndefined();
      const limited = await limiter.spend('k');
      expect(limited).toMatchObject({ refusal: 'rate_limited' });
      expect(limited?.retryAfterSeconds).toBeGreaterThan(0);
      expect(limited?.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('peek tells whether the budget is used up without spending any', async () => {
      const limiter = make(rule());
      expect(await limiter.peek('k')).toMatchObject({ allowed: true, remaining: 3 });
      await limiter.consume('k', 2);
      expect(await limiter.peek('k')).toMatchObject({ allowed: true, remaining: 1 });
      await limiter.consume('k');
      const used = await limiter.peek('k');
      expect(used.allowed).toBe(false);
      expect(used.retryAfterSeconds).toBeGreaterThan(0);
      expect(await limiter.peek('k')).toMatchObject({ allowed: false });
    });

    it('reset gives a key its budget back', async () => {
      const limiter = make(rule());
      await limiter.consume('k', 3);
      expect((await limiter.consume('k')).allowed).toBe(false);
      await limiter.reset('k');
      expect((await limiter.consume('k')).allowed).toBe(true);
    });

    it('giveBack returns points spent ahead for work that did not happen', async () => {
      const limiter = make(rule());
      await limiter.consume('k', 3);
      expect((await limiter.peek('k')).allowed).toBe(false);
      await limiter.giveBack('k');
      expect(await limiter.peek('k')).toMatchObject({ allowed: true, remaining: 1 });
      expect((await limiter.consume('k')).allowed).toBe(true);
      expect((await limiter.consume('k')).allowed).toBe(false);
    });

    it('keeps rules apart even for the same key', async () => {
      const a = make(rule());
      const b = make(rule());
      await a.consume('same', 3);
      expect((await b.consume('same')).allowed).toBe(true);
    });
  });
}
