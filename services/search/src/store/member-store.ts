import { and, eq, lt, lte, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import {
  isVerified,
  NO_BADGES,
  type AccountStatus,
  type MemberRegisteredPayload,
  type ProfileSnapshot,
  type Visibility,
} from '@mawadda/contracts';
import { keptReads, watchedColumnOf, type KeptReads, type Db, type RowChanges } from '@mawadda/kit';
import { answersOf } from '../domain/compatibility/answers.js';
import { members, tombstones, type MemberRow } from './schema.js';

/** Every change bumps `rev` (the index's order guard) and `touched_at` (the rebuild's sweep mark). */
const changed = { rev: sql`${members.rev} + 1`, touchedAt: sql`now()` };

const snapshotFields = (s: ProfileSnapshot) => ({
  kind: s.kind,
  fullName: s.fullName,
  fullNameEn: s.fullNameEn ?? null,
  fullNameAr: s.fullNameAr ?? null,
  gender: s.gender,
  birthDate: s.birthDate,
  nationality: s.nationality,
  country: s.country,
  city: s.city,
  maritalState: s.maritalState as MemberRow['maritalState'],
  smoking: s.smoking,
  height: s.height,
  weight: s.weight,
  visibility: s.visibility,
  answers: answersOf(s),
  completeness: s.completeness,
  // Older events carry no badges: none until the next snapshot (the schema's default).
  badges: s.badges ?? NO_BADGES,
  verified: isVerified(s.badges ?? NO_BADGES),
  profileUpdatedAt: new Date(s.updatedAt),
});

const rowOf = (db: Db, memberId: string | Placeholder) =>
  db.select().from(members).where(eq(members.memberId, memberId));

/**
 * The read model's rows. Each write answers the row as it now stands when it changed something,
 * and undefined when it did not (a stale snapshot, an older heartbeat, an erased member), so the
 * caller touches the index only for real changes.
 */
export class MemberStore {
  /** Every search reads its searcher's row: built once (drizzle builds a query's SQL on each call). */
  private readonly prepared;
  /** Rows read outside a transaction, kept in memory where the database reports its changes (`KeptReads`). */
  private readonly rows: KeptReads<MemberRow | undefined>;

  constructor(
    private readonly db: Db,
    changes?: RowChanges,
  ) {
    this.prepared = rowOf(db, sql.placeholder('memberId')).prepare('search_member_find');
    this.rows = keptReads(changes, watchedColumnOf(members.memberId));
  }

  async find(db: Db, memberId: string): Promise<MemberRow | undefined> {
    if (db !== this.db) return (await rowOf(db, memberId))[0];
    return this.rows.read(memberId, async () => (await this.prepared.execute({ memberId }))[0]);
  }

  private async erased(tx: Db, memberId: string): Promise<boolean> {
    const [row] = await tx.select().from(tombstones).where(eq(tombstones.memberId, memberId));
    return row !== undefined;
  }

  /**
   * From `member.registered` (or auth's export): the member exists. Their profile, if it arrived
   * first on its own topic, is newer and stays; only the account's status is auth's to say.
   */
  async register(
    tx: Db,
    p: Omit<MemberRegisteredPayload, 'phoneKey'>,
    status?: AccountStatus,
  ): Promise<MemberRow | undefined> {
    if (await this.erased(tx, p.memberId)) return undefined;
    const [created] = await tx
      .insert(members)
      .values({
        memberId: p.memberId,
        kind: p.kind,
        status: status ?? 'active',
        fullName: p.fullName,
        fullNameEn: p.fullNameEn,
        fullNameAr: p.fullNameAr,
        gender: p.gender,
        birthDate: p.birthDate,
        nationality: p.nationality,
        country: p.country,
        city: p.city,
        maritalState: p.maritalState as MemberRow['maritalState'],
        registeredAt: new Date(p.registeredAt),
        lastActiveAt: new Date(p.registeredAt),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    if (status) return this.setStatus(tx, p.memberId, status);
    await this.touch(tx, p.memberId);
    return undefined;
  }

  /** A `profile.updated` snapshot, unless the one applied already is newer. */
  async applySnapshot(tx: Db, s: ProfileSnapshot): Promise<MemberRow | undefined> {
    if (await this.erased(tx, s.memberId)) return undefined;
    const fields = snapshotFields(s);
    const [created] = await tx
      .insert(members)
      .values({
        memberId: s.memberId,
        ...fields,
        registeredAt: new Date(s.registeredAt),
        lastActiveAt: new Date(s.registeredAt),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [updated] = await tx
      .update(members)
      .set({ ...fields, ...changed })
      .where(
        and(
          eq(members.memberId, s.memberId),
          or(isNull(members.profileUpdatedAt), lte(members.profileUpdatedAt, fields.profileUpdatedAt)),
        ),
      )
      .returning();
    if (!updated) await this.touch(tx, s.memberId);
    return updated;
  }

  /** Activity only moves forward: a heartbeat older than the one on file changes nothing. */
  async markActive(tx: Db, memberId: string, at: Date): Promise<MemberRow | undefined> {
    const [row] = await tx
      .update(members)
      .set({ lastActiveAt: at, ...changed })
      .where(and(eq(members.memberId, memberId), lt(members.lastActiveAt, at)))
      .returning();
    return row;
  }

  /** Married on the site: answers the row to reindex (undefined if already so or unknown here). */
  async markMarried(tx: Db, memberId: string, at: Date): Promise<MemberRow | undefined> {
    const [row] = await tx
      .update(members)
      .set({ marriedAt: at, ...changed })
      .where(and(eq(members.memberId, memberId), isNull(members.marriedAt)))
      .returning();
    return row;
  }

  async setStatus(tx: Db, memberId: string, status: AccountStatus): Promise<MemberRow | undefined> {
    const [row] = await tx
      .update(members)
      .set({ status, ...changed })
      .where(and(eq(members.memberId, memberId), sql`${members.status} <> ${status}`))
      .returning();
    if (!row) await this.touch(tx, memberId);
    return row;
  }

  async setVisibility(tx: Db, memberId: string, visibility: Visibility): Promise<MemberRow | undefined> {
    const [row] = await tx
      .update(members)
      .set({ visibility, ...changed })
      .where(and(eq(members.memberId, memberId), sql`${members.visibility} <> ${visibility}`))
      .returning();
    return row;
  }

  /** Erasure: the row goes, and a tombstone keeps late events of this member out. */
  async erase(tx: Db, memberId: string, at: Date): Promise<MemberRow | undefined> {
    await tx.insert(tombstones).values({ memberId, deletedAt: at }).onConflictDoNothing();
    const [row] = await tx.delete(members).where(eq(members.memberId, memberId)).returning();
    return row;
  }

  /** A new revision of the row as it stands (something beside it changed, e.g. her wishes). */
  async bump(tx: Db, memberId: string): Promise<MemberRow | undefined> {
    const [row] = await tx.update(members).set(changed).where(eq(members.memberId, memberId)).returning();
    return row;
  }

  /** Seen by a rebuild with nothing new to say: kept by the sweep. */
  private async touch(tx: Db, memberId: string): Promise<void> {
    await tx
      .update(members)
      .set({ touchedAt: sql`now()` })
      .where(eq(members.memberId, memberId));
  }

  /** Rows no event and no rebuild batch touched since `since`: the sweep's victims. */
  async sweep(tx: Db, since: Date): Promise<MemberRow[]> {
    return tx.delete(members).where(lt(members.touchedAt, since)).returning();
  }
}
