/**
 * A small least-recently-used map bounded by a total cost (bytes, or 1 per entry), for the image
 * workers' caches. An entry costing more than half the budget is not kept (it would empty the rest).
 */
export class RecentlyUsed<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly budget: number,
    private readonly costOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: moving it to the end makes the first entry the least recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const cost = this.costOf(value);
    if (cost > this.budget / 2) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.total -= this.costOf(old);
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.total += cost;
    for (const [oldest, v] of this.entries) {
      if (this.total <= this.budget) break;
      this.entries.delete(oldest);
      this.total -= this.costOf(v);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
