import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { RevealSubject } from '@mawadda/contracts';
import { keptReads, watchedColumnOf, type KeptReads, type Db, type RowChanges } from '@mawadda/kit';
import {
  blocks,
  contacts,
  mediaGrants,
  profiles,
  reveals,
  revealRequests,
  type RevealRequestRow,
  type RevealRow,
} from './schema.js';

/** What lies between an owner and another member, for the reveal rules (domain/reveals.ts). */
export interface Relation {
  /** Either blocks the other. */
  blocked: boolean;
  /** An accepted follow either way. */
  follows: boolean;
  /** They talked (chat's `conversation.started`). */
  talked: boolean;
  /** The other member has a request to see waiting with the owner. */
  asked: boolean;
}

/** Every request a member made, newest first: read by every profile view they open, built once. */
const preparedRequestsBy = (db: Db) =>
  db
    .select()
    .from(revealRequests)
    .where(eq(revealRequests.requesterId, sql.placeholder('requesterId')))
    .orderBy(desc(revealRequests.createdAt), desc(revealRequests.id))
    .prepare('profile_reveal_requests_by');

/** The latest request per owner and subject, newest first within an owner. */
function latestByOwner(rows: readonly RevealRequestRow[]): ReadonlyMap<string, readonly RevealRequestRow[]> {
  const latest = new Map<string, RevealRequestRow[]>();
  for (const row of rows) {
    const mine = latest.get(row.ownerId) ?? [];
    if (!mine.some((r) => r.subject === row.subject)) mine.push(Object.freeze(row));
    latest.set(row.ownerId, mine);
  }
  for (const list of latest.values()) Object.freeze(list);
  return latest;
}

/** Reveals, requests to see and contacts. Writes take the caller's transaction. */
export class RevealStore {
  /** Read by every profile view a member opens: built once (profile-store.ts). */
  private readonly requestsBy: ReturnType<typeof preparedRequestsBy>;
  /** A requester's latest requests by owner, kept in memory as the profile's row is (`KeptReads`). */
  private readonly requested: KeptReads<ReadonlyMap<string, readonly RevealRequestRow[]>>;

  constructor(
    private readonly db: Db,
    changes?: RowChanges,
  ) {
    this.requestsBy = preparedRequestsBy(db);
    this.requested = keptReads(changes, watchedColumnOf(revealRequests.requesterId));
  }

  async relation(ownerId: string, otherId: string, tx: Db = this.db): Promise<Relation> {
    const [row] = await tx
      .select({
        blocked: sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${ownerId} and ${blocks.blockedId} = ${otherId}) or (${blocks.blockerId} = ${otherId} and ${blocks.blockedId} = ${ownerId}))`,
        follows: sql<boolean>`exists (select 1 from ${mediaGrants} where (${mediaGrants.ownerId} = ${ownerId} and ${mediaGrants.viewerId} = ${otherId}) or (${mediaGrants.ownerId} = ${otherId} and ${mediaGrants.viewerId} = ${ownerId}))`,
        talked: sql<boolean>`exists (select 1 from ${contacts} where ${contacts.memberA} = ${lower(ownerId, otherId)} and ${contacts.memberB} = ${higher(ownerId, otherId)})`,
        asked: sql<boolean>`exists (select 1 from ${revealRequests} where ${revealRequests.ownerId} = ${ownerId} and ${revealRequests.requesterId} = ${otherId} and ${revealRequests.status} = 'pending')`,
      })
      // One row to hang the four answers on: the owner's profile (the caller found it).
      .from(profiles)
      .where(eq(profiles.memberId, ownerId));
    return {
      blocked: Boolean(row?.blocked),
      follows: Boolean(row?.follows),
      talked: Boolean(row?.talked),
      asked: Boolean(row?.asked),
    };
  }

  /** Answers the row when it is new, undefined when the reveal already stood (no event then). */
  async reveal(
    tx: Db,
    r: { ownerId: string; viewerId: string; subject: RevealSubject; at: Date },
  ): Promise<RevealRow | undefined> {
    const [row] = await tx
      .insert(reveals)
      .values({ ownerId: r.ownerId, viewerId: r.viewerId, subject: r.subject, createdAt: r.at })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Whether there was one to take back. */
  async revoke(tx: Db, r: { ownerId: string; viewerId: string; subject: RevealSubject }): Promise<boolean> {
    const gone = await tx
      .delete(reveals)
      .where(
        and(eq(reveals.ownerId, r.ownerId), eq(reveals.viewerId, r.viewerId), eq(reveals.subject, r.subject)),
      )
      .returning({ ownerId: reveals.ownerId });
    return gone.length > 0;
  }

  async revealsOf(ownerId: string): Promise<RevealRow[]> {
    return this.db
      .select()
      .from(reveals)
      .where(eq(reveals.ownerId, ownerId))
      .orderBy(desc(reveals.createdAt), reveals.viewerId, reveals.subject);
  }

  /** The requester's latest request for this subject, whatever its state. */
  async latestRequest(
    ownerId: string,
    requesterId: string,
    subject: RevealSubject,
    tx: Db = this.db,
  ): Promise<RevealRequestRow | undefined> {
    const [row] = await tx
      .select()
      .from(revealRequests)
      .where(
        and(
          eq(revealRequests.ownerId, ownerId),
          eq(revealRequests.requesterId, requesterId),
          eq(revealRequests.subject, subject),
        ),
      )
      .orderBy(desc(revealRequests.createdAt), desc(revealRequests.id))
      .limit(1);
    return row;
  }

  /** The viewer's latest request per subject to this owner (the member view's `revealRequests`). */
  async latestRequestsBy(ownerId: string, requesterId: string): Promise<readonly RevealRequestRow[]> {
    const byOwner = await this.requested.read(requesterId, async () =>
      latestByOwner(await this.requestsBy.execute({ requesterId })),
    );
    return byOwner.get(ownerId.toLowerCase()) ?? [];
  }

  /** Inserts a pending request; undefined when one is already pending (a race lost to the index). */
  async insertRequest(
    tx: Db,
    r: { id: string; ownerId: string; requesterId: string; subject: RevealSubject; at: Date },
  ): Promise<RevealRequestRow | undefined> {
    const [row] = await tx
      .insert(revealRequests)
      .values({
        id: r.id,
        ownerId: r.ownerId,
        requesterId: r.requesterId,
        subject: r.subject,
        createdAt: r.at,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async request(ownerId: string, id: string, tx: Db = this.db): Promise<RevealRequestRow | undefined> {
    const [row] = await tx
      .select()
      .from(revealRequests)
      .where(and(eq(revealRequests.id, id), eq(revealRequests.ownerId, ownerId)));
    return row;
  }

  async pendingRequestsOf(ownerId: string): Promise<RevealRequestRow[]> {
    return this.db
      .select()
      .from(revealRequests)
      .where(and(eq(revealRequests.ownerId, ownerId), eq(revealRequests.status, 'pending')))
      .orderBy(desc(revealRequests.createdAt), desc(revealRequests.id));
  }

  /**
   * Answers the pending requests of this pair and subject (accepting) or the one named (declining):
   * one conditional UPDATE, so of two answers racing exactly one changes the row.
   */
  async settle(
    tx: Db,
    where: { ownerId: string } & ({ id: string } | { requesterId: string; subject: RevealSubject }),
    status: 'accepted' | 'declined',
    at: Date,
  ): Promise<RevealRequestRow[]> {
    const which =
      'id' in where
        ? eq(revealRequests.id, where.id)
        : and(eq(revealRequests.requesterId, where.requesterId), eq(revealRequests.subject, where.subject));
    return tx
      .update(revealRequests)
      .set({ status, decidedAt: at })
      .where(and(eq(revealRequests.ownerId, where.ownerId), eq(revealRequests.status, 'pending'), which))
      .returning();
  }

  /** Chat's `conversation.started`: one row per pair, whoever started; a repeat changes nothing. */
  async addContact(tx: Db, a: string, b: string, at: Date): Promise<void> {
    await tx
      .insert(contacts)
      .values({ memberA: lower(a, b), memberB: higher(a, b), createdAt: at })
      .onConflictDoNothing();
  }

  /** Erasure: every reveal, request and contact the member is on either side of. */
  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(reveals).where(or(eq(reveals.ownerId, memberId), eq(reveals.viewerId, memberId)));
    await tx
      .delete(revealRequests)
      .where(or(eq(revealRequests.ownerId, memberId), eq(revealRequests.requesterId, memberId)));
    await tx.delete(contacts).where(or(eq(contacts.memberA, memberId), eq(contacts.memberB, memberId)));
  }
}

// Uuids compare as text in lower case: a pair is stored once, smaller id first.
const lower = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? a : b).toLowerCase();
const higher = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? b : a).toLowerCase();
