interface Owner<T> {
  line: T[];
  /** When this owner was last served (a running count), 0 if not yet. */
  servedAt: number;
  /** Items taken and not yet `done`. */
  running: number;
}

/**
 * One FIFO per owner, served round-robin, least recently served first: one member's ten huge photos
 * delay another's small one by the job running, not by all ten. An owner's turn is remembered while
 * their work runs, so queuing again right after does not jump the queue.
 */
export class FairQueue<T> {
  private readonly owners = new Map<string, Owner<T>>();
  private served = 0;
  private count = 0;

  /** Items waiting (not those taken and running). */
  get size(): number {
    return this.count;
  }

  push(owner: string, item: T): void {
    const known = this.owners.get(owner);
    if (known) known.line.push(item);
    else this.owners.set(owner, { line: [item], servedAt: 0, running: 0 });
    this.count++;
  }

  /** Takes the next item, or undefined when nothing waits; call `done` when its work ends. */
  shift(): T | undefined {
    let next: Owner<T> | undefined;
    for (const candidate of this.owners.values()) {
      if (candidate.line.length > 0 && (!next || candidate.servedAt < next.servedAt)) next = candidate;
    }
    if (!next) return undefined;
    next.servedAt = ++this.served;
    next.running++;
    this.count--;
    return next.line.shift();
  }

  /** The work of an item `owner` was given has ended (done, failed or abandoned). */
  done(owner: string): void {
    const known = this.owners.get(owner);
    if (!known) return;
    known.running = Math.max(0, known.running - 1);
    this.forgetIdle(owner, known);
  }

  /** Empties the queue, handing back everything that waited (to be refused on close). */
  drain(): T[] {
    const all: T[] = [];
    for (const [name, owner] of this.owners) {
      all.push(...owner.line.splice(0));
      this.forgetIdle(name, owner);
    }
    this.count = 0;
    return all;
  }

  /** An owner with nothing waiting or running is forgotten: memory stays bounded by the work. */
  private forgetIdle(name: string, owner: Owner<T>): void {
    if (owner.line.length === 0 && owner.running === 0) this.owners.delete(name);
  }
}
