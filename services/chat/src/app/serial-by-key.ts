/**
 * Runs work for the same key one at a time in this process, in arrival order. Writes of one pair
 * of members are serialised in the database by an advisory lock; without this, a burst of sends
 * in one conversation would park many transactions on that lock, each holding a pooled
 * connection, and starve every other query of the replica (the announcements of the messages
 * already stored among them) until the burst drained. Queued here, they wait without a
 * connection; the advisory lock still orders writers on different replicas.
 */
export class SerialByKey {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
