import type { HeldMember } from './held-member.js';

/** `a` before `b` in registration order: time, then member id (the newest sort's key, ascending). */
const before = (a: HeldMember, b: HeldMember): boolean =>
  a.registeredMs !== b.registeredMs ? a.registeredMs < b.registeredMs : a.member.memberId < b.member.memberId;

/**
 * The members held in the newest sort's order, kept as they change. The default search walks it
 * from either end and stops at its page, since a full sorted pass grows with the member base while
 * a page does not (see bench/RESULTS.md, edge).
 */
export class ByRegistration {
  private list: HeldMember[] = [];

  reset(members: Iterable<HeldMember>): void {
    this.list = [...members].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }

  /** Replaces `old` (when held) by `next` (when given), keeping the order. */
  replace(old: HeldMember | undefined, next: HeldMember | undefined): void {
    if (old) {
      const at = this.indexOf(old);
      if (this.list[at] === old) this.list.splice(at, 1);
    }
    if (next) this.list.splice(this.indexOf(next), 0, next);
  }

  clear(): void {
    this.list = [];
  }

  /** Oldest first, or newest first when `descending`. */
  *walk(descending: boolean): Generator<HeldMember> {
    const list = this.list;
    if (descending) for (let i = list.length - 1; i >= 0; i--) yield list[i]!;
    else for (const held of list) yield held;
  }

  /** Where `held` is, or would go: the first position not before it. */
  private indexOf(held: HeldMember): number {
    let lo = 0;
    let hi = this.list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.list[mid]!, held)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
