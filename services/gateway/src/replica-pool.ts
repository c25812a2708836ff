/**
 * The processes of one service behind the edge, taken in turn for each new request or socket.
 * A process that refused a connection sits out a few seconds: while chat runs as two replicas and
 * one has died, members' requests and reconnects go to the other instead of every second one
 * failing until an operator edits CHAT_URL.
 */
export class ReplicaPool {
  private next = 0;
  private readonly restingUntil = new Map<string, number>();

  constructor(
    readonly urls: readonly string[],
    /** How long an unreachable process is passed over; then it gets requests again to show it is back. */
    private readonly restMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The next process in turn that is not resting; when all are, the next in turn anyway. */
  pick(): string {
    const at = this.now();
    for (let tried = 0; tried < this.urls.length; tried++) {
      const url = this.urls[this.next++ % this.urls.length]!;
      if ((this.restingUntil.get(url) ?? 0) <= at) return url;
    }
    return this.urls[this.next++ % this.urls.length]!;
  }

  /** The process could not be reached (refused, reset before answering, unreachable). */
  markUnreachable(url: string): void {
    this.restingUntil.set(url, this.now() + this.restMs);
  }
}

/** Errors that mean the process was not there, as opposed to one that answered slowly or badly. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

export const isUnreachable = (err: unknown): boolean =>
  UNREACHABLE.has((err as NodeJS.ErrnoException | undefined)?.code ?? '');
