import type { Database, Logger, Outbox } from '@mawadda/kit';
import { ACTIVITY_THROTTLE_MS } from '../domain/presence.js';
import { memberActive } from '../events/profile-events.js';
import type { ProfileStore } from '../store/profile-store.js';

/** Members remembered at once by the in-memory throttle; past it the oldest are forgotten. */
const MEMORY_LIMIT = 50_000;

/**
 * Keeps `lastActiveAt` from authenticated requests. Most requests end in the in-memory check (this
 * process wrote it less than a minute ago); the rest run one conditional UPDATE, which also
 * settles races between replicas. A write appends `member.active` in the same transaction.
 */
export class ActivityTracker {
  private readonly recent = new Map<string, number>();

  constructor(
    private readonly deps: { database: Database; store: ProfileStore; outbox: Outbox; logger: Logger },
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Never throws: activity is a side effect of a request and must not fail it. */
  async touch(memberId: string): Promise<void> {
    const now = this.now();
    const last = this.recent.get(memberId);
    if (last !== undefined && now - last < ACTIVITY_THROTTLE_MS) return;
    this.remember(memberId, now);
    try {
      const at = new Date(now);
      const wrote = await this.deps.database.db.transaction(async (tx) => {
        const changed = await this.deps.store.touchActivity(tx, memberId, at, ACTIVITY_THROTTLE_MS);
        if (changed) await this.deps.outbox.append(tx, memberActive(memberId, at));
        return changed;
      });
      if (wrote) this.deps.outbox.notify();
      // No profile yet (a new member's first requests can beat the registration event here):
      // forget the visit, or the throttle would swallow the ones after the profile exists.
      else if (!(await this.deps.store.find(memberId))) this.recent.delete(memberId);
    } catch (err) {
      this.recent.delete(memberId);
      this.deps.logger.warn({ err, memberId }, 'could not record activity');
    }
  }

  forget(memberId: string): void {
    this.recent.delete(memberId);
  }

  private remember(memberId: string, at: number): void {
    this.recent.delete(memberId);
    this.recent.set(memberId, at);
    if (this.recent.size > MEMORY_LIMIT) this.recent.delete(this.recent.keys().next().value!);
  }
}
