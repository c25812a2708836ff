import { ACTIVITY_THROTTLE_MS } from '../domain/presence.js';

/** Members remembered at once; past it the oldest are forgotten (a forgotten one costs one UPDATE). */
const MEMORY_LIMIT = 50_000;

/**
 * This process's memory of the members whose activity it wrote lately. Most requests end here (it
 * wrote less than a minute ago) instead of running an UPDATE; replicas each keep their own, and
 * the conditional UPDATE behind it settles races between them.
 */
export class ActivityThrottle {
  private readonly recent = new Map<string, number>();

  constructor(readonly now: () => number = () => Date.now()) {}

  /** True when a write is due at `at`; it is then remembered as done. */
  claim(memberId: string, at: number): boolean {
    const last = this.recent.get(memberId);
    if (last !== undefined && at - last < ACTIVITY_THROTTLE_MS) return false;
    this.recent.delete(memberId);
    this.recent.set(memberId, at);
    if (this.recent.size > MEMORY_LIMIT) this.recent.delete(this.recent.keys().next().value!);
    return true;
  }

  forget(memberId: string): void {
    this.recent.delete(memberId);
  }
}
