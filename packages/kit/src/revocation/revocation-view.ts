import type { RevocationKind } from './revocation-tables.js';

/** One fact of the view: what is revoked, whose, since when. */
export interface RevocationFact {
  kind: RevocationKind;
  subject: string;
  at: Date;
}

/** Why a verified token no longer counts. */
export type RevokedBecause = 'session' | 'deleted' | 'suspended';

/**
 * What every process knows of revoked sign-ins, in memory, so the verifier answers without a query.
 * Applying a fact twice changes nothing. Session facts are forgotten once no token of theirs can be
 * unexpired; deletions are kept for good, suspensions until reinstated.
 */
export class RevocationView {
  private readonly sessions = new Map<string, number>();
  private readonly notBefore = new Map<string, number>();
  private readonly deleted = new Set<string>();
  private readonly suspended = new Set<string>();
  private readonly listeners = new Set<(fact: RevocationFact) => void>();

  constructor(private readonly sessionMemoryMs: number) {}

  /**
   * Called after each fact is applied: holders of long-lived connections (chat sockets) re-check
   * them at once, since a connection, unlike a request, is not verified again on its own.
   * Returns the unsubscribe.
   */
  onApply(listener: (fact: RevocationFact) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  apply(fact: RevocationFact): void {
    this.record(fact);
    for (const listener of this.listeners) listener(fact);
  }

  private record(fact: RevocationFact): void {
    const at = fact.at.getTime();
    switch (fact.kind) {
      case 'session':
        this.sessions.set(fact.subject, at);
        return;
      case 'member-sessions':
        this.notBefore.set(fact.subject, Math.max(at, this.notBefore.get(fact.subject) ?? 0));
        return;
      case 'member-deleted':
        this.deleted.add(fact.subject);
        return;
      case 'member-suspended':
        this.suspended.add(fact.subject);
        return;
      case 'member-reinstated':
        this.suspended.delete(fact.subject);
        return;
    }
  }

  /**
   * Whether a token still speaks for its member: `issuedAt` in seconds (the JWT's `iat`). A
   * token issued in the same second as a password change is refused too: better one extra
   * sign-in than a stolen token outliving the change.
   */
  check(token: { memberId: string; sessionId?: string; issuedAt: number }): RevokedBecause | undefined {
    if (this.deleted.has(token.memberId)) return 'deleted';
    if (this.suspended.has(token.memberId)) return 'suspended';
    if (token.sessionId && this.sessions.has(token.sessionId)) return 'session';
    const notBefore = this.notBefore.get(token.memberId);
    if (notBefore !== undefined && token.issuedAt * 1000 <= notBefore) return 'session';
    return undefined;
  }

  /** Drops session facts no unexpired token can match any more. */
  forgetBefore(now: number): void {
    const horizon = now - this.sessionMemoryMs;
    for (const [id, at] of this.sessions) if (at < horizon) this.sessions.delete(id);
    for (const [id, at] of this.notBefore) if (at < horizon) this.notBefore.delete(id);
  }

  isDeleted(memberId: string): boolean {
    return this.deleted.has(memberId);
  }
}
