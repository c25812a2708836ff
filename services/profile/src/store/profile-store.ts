import { and, asc, eq, inArray, lt, or, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { MemberRegisteredPayload } from '@mawadda/contracts';
import { keptReads, watchedColumnOf, type KeptReads, type Db, type RowChanges } from '@mawadda/kit';
import type { ModerationMode } from '../config.js';
import {
  assets,
  blocks,
  mediaGrants,
  moderationItems,
  moderationNotices,
  profiles,
  type AssetRow,
  type ProfileRow,
} from './schema.js';

/** A member's row, and their media oldest first: by id, or by a placeholder when prepared. */
const rowOf = (db: Db, memberId: string | Placeholder) =>
  db.select().from(profiles).where(eq(profiles.memberId, memberId));
const assetsOfMember = (db: Db, memberId: string | Placeholder) =>
  db.select().from(assets).where(eq(assets.memberId, memberId)).orderBy(asc(assets.createdAt));

/**
 * The reads of every signed-in page, built once: drizzle builds a query's SQL anew on each call,
 * a large share of such a request's CPU (see bench/RESULTS.md, edge). A transaction's reads build
 * the same query on the transaction.
 */
const preparedReads = (db: Db) => ({
  find: rowOf(db, sql.placeholder('memberId')).prepare('profile_find'),
  assetsOf: assetsOfMember(db, sql.placeholder('memberId')).prepare('profile_assets_of'),
});

/** What `touchActivity` found: see there. */
export type ActivityTouch = 'written' | 'recent' | 'none';

/**
 * Queries of the profile tables; every write takes the caller's transaction. A member's row and
 * media, read outside a transaction, are kept in memory where the database reports its committed
 * changes (`KeptReads`: kept on PGlite); a transaction's reads always go to the database.
 */
export class ProfileStore {
  private readonly prepared: ReturnType<typeof preparedReads>;
  private readonly rows: KeptReads<ProfileRow | undefined>;
  private readonly media: KeptReads<AssetRow[]>;

  constructor(
    private readonly db: Db,
    changes?: RowChanges,
  ) {
    this.prepared = preparedReads(db);
    this.rows = keptReads(changes, watchedColumnOf(profiles.memberId));
    this.media = keptReads(changes, watchedColumnOf(assets.memberId));
  }

  /** Creates the profile of a new account; a replayed event finds it there and changes nothing. */
  async createFromRegistration(tx: Db, p: MemberRegisteredPayload): Promise<boolean> {
    const created = await tx
      .insert(profiles)
      .values({
        memberId: p.memberId,
        kind: p.kind,
        fullName: p.fullName,
        fullNameEn: p.fullNameEn,
        fullNameAr: p.fullNameAr,
        gender: p.gender,
        birthDate: p.birthDate,
        nationality: p.nationality,
        country: p.country,
        city: p.city,
        address: p.address,
        maritalState: p.maritalState,
        siteObjectiveId: p.siteObjectiveId,
        communicate: p.communicate,
        registeredAt: new Date(p.registeredAt),
      })
      .onConflictDoNothing()
      .returning({ memberId: profiles.memberId });
    return created.length > 0;
  }

  async find(memberId: string, tx: Db = this.db): Promise<ProfileRow | undefined> {
    if (tx !== this.db) return (await rowOf(tx, memberId))[0];
    return this.rows.read(memberId, async () => (await this.prepared.find.execute({ memberId }))[0]);
  }

  /** Several members' rows in one query, for cards; companies are never shown to members. */
  async findIndividuals(memberIds: readonly string[]): Promise<ProfileRow[]> {
    if (memberIds.length === 0) return [];
    return this.db
      .select()
      .from(profiles)
      .where(and(inArray(profiles.memberId, [...memberIds]), eq(profiles.kind, 'individual')));
  }

  /** The row, locked until the transaction ends, so edits and uploads of one member queue up. */
  async lock(tx: Db, memberId: string): Promise<ProfileRow | undefined> {
    const [row] = await tx.select().from(profiles).where(eq(profiles.memberId, memberId)).for('update');
    return row;
  }

  async update(tx: Db, memberId: string, changes: Partial<ProfileRow>): Promise<ProfileRow> {
    const [row] = await tx
      .update(profiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(profiles.memberId, memberId))
      .returning();
    return row!;
  }

  async assetsOf(memberId: string, tx: Db = this.db): Promise<AssetRow[]> {
    if (tx !== this.db) return assetsOfMember(tx, memberId);
    return this.media.read(memberId, () => this.prepared.assetsOf.execute({ memberId }));
  }

  /**
   * The profile images others may see of several members, in one query: under pre-moderation
   * the approved one (one per member at most); under post the newest comes last.
   */
  async avatarsOf(memberIds: readonly string[], mode: ModerationMode): Promise<AssetRow[]> {
    if (memberIds.length === 0) return [];
    return this.db
      .select()
      .from(assets)
      .where(
        and(
          inArray(assets.memberId, [...memberIds]),
          eq(assets.kind, 'avatar'),
          mode === 'pre' ? eq(assets.moderation, 'approved') : undefined,
        ),
      )
      .orderBy(asc(assets.createdAt));
  }

  async asset(memberId: string, assetId: string, tx: Db = this.db): Promise<AssetRow | undefined> {
    const [row] = await tx
      .select()
      .from(assets)
      .where(and(eq(assets.memberId, memberId), eq(assets.id, assetId)));
    return row;
  }

  async insertAsset(tx: Db, row: typeof assets.$inferInsert): Promise<AssetRow> {
    const [inserted] = await tx.insert(assets).values(row).returning();
    return inserted!;
  }

  /** A moderator's approval: the image is shown to others from now on. */
  async approveAsset(tx: Db, assetId: string): Promise<AssetRow | undefined> {
    const [row] = await tx
      .update(assets)
      .set({ moderation: 'approved' })
      .where(eq(assets.id, assetId))
      .returning();
    return row;
  }

  async deleteAsset(tx: Db, assetId: string): Promise<void> {
    await tx.delete(assets).where(eq(assets.id, assetId));
  }

  /**
   * Records activity unless recorded within `throttleMs`, in one conditional UPDATE, so replicas
   * agree without a lock. `written`: this call wrote; `recent`: a recent write is there; `none`:
   * neither (no profile yet).
   */
  async touchActivity(tx: Db, memberId: string, at: Date, throttleMs: number): Promise<ActivityTouch> {
    const before = new Date(at.getTime() - throttleMs);
    const rows = await tx
      .update(profiles)
      .set({ lastActiveAt: at })
      .where(
        and(
          eq(profiles.memberId, memberId),
          or(isNull(profiles.lastActiveAt), lt(profiles.lastActiveAt, before)),
        ),
      )
      .returning({ memberId: profiles.memberId });
    if (rows.length > 0) return 'written';
    const [row] = await tx
      .select({ lastActiveAt: profiles.lastActiveAt })
      .from(profiles)
      .where(eq(profiles.memberId, memberId));
    return row?.lastActiveAt && row.lastActiveAt >= before ? 'recent' : 'none';
  }

  /**
   * The heartbeat of an open tab ("online now"), at most once per `throttleMs` in one conditional
   * UPDATE; no event: only this service tells online from active.
   */
  async touchLive(memberId: string, at: Date, throttleMs: number): Promise<void> {
    const before = new Date(at.getTime() - throttleMs);
    await this.db
      .update(profiles)
      .set({ liveAt: at })
      .where(and(eq(profiles.memberId, memberId), or(isNull(profiles.liveAt), lt(profiles.liveAt, before))));
  }

  /**
   * Erasure: the member's rows everywhere in this schema, with the grants and blocks on either
   * side (the social service drops its follows and blocks on the same event without sending one).
   */
  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(assets).where(eq(assets.memberId, memberId));
    await tx.delete(moderationItems).where(eq(moderationItems.memberId, memberId));
    await tx.delete(moderationNotices).where(eq(moderationNotices.memberId, memberId));
    await tx
      .delete(mediaGrants)
      .where(or(eq(mediaGrants.ownerId, memberId), eq(mediaGrants.viewerId, memberId)));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
    await tx.delete(profiles).where(eq(profiles.memberId, memberId));
  }

  async countPhotos(tx: Db, memberId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(assets)
      .where(and(eq(assets.memberId, memberId), eq(assets.kind, 'photo')));
    return row?.n ?? 0;
  }
}
