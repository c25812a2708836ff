/**
 * Runs work for one key at a time in this process, in arrival order. Without it a burst of sends in
 * one conversation would park many transactions on the pair's advisory lock, each holding a pooled
 * connection, and starve the replica's other queries. The lock still orders other replicas.
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
