/**
 * A service's processes behind the edge, taken in turn. An unreachable one sits out a few seconds,
 * so while a chat replica is dead, requests and reconnects go to the other without trying the dead
 * one each time.
 */
export class ReplicaPool {
  private next = 0;
  private readonly restingUntil = new Map<string, number>();

  constructor(
    readonly urls: readonly string[],
    /** How long an unreachable process is passed over; then it is tried again to see it is back. */
    private readonly restMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  private resting(url: string, at: number): boolean {
    return (this.restingUntil.get(url) ?? 0) > at;
  }

  /** The next process in turn that is not resting; when all are, the next in turn anyway. */
  pick(): string {
    const at = this.now();
    for (let tried = 0; tried < this.urls.length; tried++) {
      const url = this.urls[this.next++ % this.urls.length]!;
      if (!this.resting(url, at)) return url;
    }
    return this.urls[this.next++ % this.urls.length]!;
  }

  /**
   * Where to connect for a request `first` was picked for: `first`, then the others in turn,
   * resting ones last (one may be back, and a request should fail only when none answers).
   */
  connectOrder(first: string): string[] {
    const at = this.now();
    const start = Math.max(this.urls.indexOf(first), 0);
    const others = [...this.urls.slice(start + 1), ...this.urls.slice(0, start)];
    return [
      first,
      ...others.filter((url) => !this.resting(url, at)),
      ...others.filter((url) => this.resting(url, at)),
    ];
  }

  /** The process could not be reached (refused, unreachable, unknown host, no answer to connect). */
  markUnreachable(url: string): void {
    this.restingUntil.set(url, this.now() + this.restMs);
  }
}
