import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  MODERATION_KINDS,
  MODERATION_STATUSES,
  type ModerationKind,
  type ModerationRejectReason,
} from '@mawadda/contracts';
import {
  adminQuery,
  parseOneOf,
  parseUuid,
  RowCache,
  uuidv7,
  watchedColumnOf,
  type AdminListQuery,
  type AdminListRefused,
  type AdminListSpec,
  type Db,
  type RowChanges,
} from '@mawadda/kit';
import {
  assets,
  moderationItems,
  moderationNotices,
  profiles,
  type AssetRow,
  type ModerationItemRow,
  type ModerationNoticeRow,
} from './schema.js';

/**
 * What staff may filter and sort the queue by; anything else is a 400. Ids are time-ordered
 * (uuidv7), so react-admin's default sort by `id` is also the order of submission.
 */
const QUEUE: AdminListSpec = {
  id: moderationItems.id,
  sortable: {
    id: moderationItems.id,
    submittedAt: moderationItems.submittedAt,
    decidedAt: moderationItems.decidedAt,
  },
  filters: {
    status: { column: moderationItems.status, parse: parseOneOf(MODERATION_STATUSES) },
    kind: { column: moderationItems.kind, parse: parseOneOf(MODERATION_KINDS) },
    memberId: { column: moderationItems.memberId, parse: parseUuid },
  },
  // `q` is the member's name, or a pasted member id.
  search: { text: [profiles.fullName], uuid: [moderationItems.memberId] },
};

/** A queue row with what the staff list shows beside it: the member's name and the image, if it still exists. */
export interface QueueRow {
  item: ModerationItemRow;
  memberName: string | null;
  asset: AssetRow | null;
}

const preparedNotices = (db: Db) =>
  db
    .select()
    .from(moderationNotices)
    .where(eq(moderationNotices.memberId, sql.placeholder('memberId')))
    .orderBy(desc(moderationNotices.createdAt), desc(moderationNotices.id))
    .prepare('profile_notices_of');

/** The moderation queue and the owners' notices; every write takes the caller's transaction. */
export class ModerationStore {
  /** Read by every `GET /me`: built once, as the profile store's reads (profile-store.ts). */
  private readonly notices: ReturnType<typeof preparedNotices>;

  /** A member's notices, kept in memory as the profile's row is (`ProfileStore`). */
  private readonly kept: RowCache<ModerationNoticeRow[]>;

  constructor(
    private readonly db: Db,
    changes?: RowChanges,
  ) {
    this.notices = preparedNotices(db);
    this.kept = new RowCache(changes, watchedColumnOf(moderationNotices.memberId));
  }

  private joined(db: Db) {
    return db
      .select({ item: moderationItems, memberName: profiles.fullName, asset: assets })
      .from(moderationItems)
      .leftJoin(profiles, eq(profiles.memberId, moderationItems.memberId))
      .leftJoin(assets, eq(assets.id, moderationItems.assetId));
  }

  async list(query: AdminListQuery): Promise<{ rows: QueueRow[]; total: number } | AdminListRefused> {
    const read = adminQuery(QUEUE, query);
    if ('refused' in read) return read;
    const { where } = read;
    const [rows, [total]] = await Promise.all([
      this.joined(this.db)
        .where(where)
        .orderBy(...read.orderBy)
        .limit(query.limit)
        .offset(query.offset),
      this.db
        .select({ n: count() })
        .from(moderationItems)
        .leftJoin(profiles, eq(profiles.memberId, moderationItems.memberId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async get(id: string, tx: Db = this.db): Promise<QueueRow | undefined> {
    const [row] = await this.joined(tx).where(eq(moderationItems.id, id));
    return row;
  }

  async submit(
    tx: Db,
    item: { memberId: string; kind: ModerationKind; assetId?: string; text?: string },
  ): Promise<ModerationItemRow> {
    const [row] = await tx
      .insert(moderationItems)
      .values({ id: uuidv7(), ...item })
      .returning();
    return row!;
  }

  /** A pending image's item goes with the image (replaced or deleted before a decision). */
  async withdrawAsset(tx: Db, assetId: string): Promise<void> {
    await tx
      .delete(moderationItems)
      .where(and(eq(moderationItems.assetId, assetId), eq(moderationItems.status, 'pending')));
  }

  /** The member's about-me proposal waiting for a decision goes (a newer one, or withdrawn). */
  async withdrawAboutMe(tx: Db, memberId: string): Promise<void> {
    await tx
      .delete(moderationItems)
      .where(
        and(
          eq(moderationItems.memberId, memberId),
          eq(moderationItems.kind, 'aboutMe'),
          eq(moderationItems.status, 'pending'),
        ),
      );
  }

  /**
   * Records the decision if, and only if, nobody decided first: one conditional UPDATE, so two
   * moderators racing get one winner. Undefined when the item was already decided (or is gone).
   */
  async decide(
    tx: Db,
    id: string,
    decision: {
      status: 'approved' | 'rejected';
      decidedBy: string;
      reason?: ModerationRejectReason;
      note?: string | null;
    },
  ): Promise<ModerationItemRow | undefined> {
    const [row] = await tx
      .update(moderationItems)
      .set({
        status: decision.status,
        decidedBy: decision.decidedBy,
        decidedAt: new Date(),
        reason: decision.reason ?? null,
        note: decision.note ?? null,
      })
      .where(and(eq(moderationItems.id, id), eq(moderationItems.status, 'pending')))
      .returning();
    return row;
  }

  async notify(tx: Db, item: ModerationItemRow, reason: ModerationRejectReason): Promise<void> {
    await tx
      .insert(moderationNotices)
      .values({ id: uuidv7(), memberId: item.memberId, itemId: item.id, kind: item.kind, reason });
  }

  /** The owner's notices not yet dismissed, newest first. */
  async noticesOf(memberId: string): Promise<ModerationNoticeRow[]> {
    return this.kept.read(memberId, () => this.notices.execute({ memberId }));
  }

  /** True when the notice was the member's and is gone now. */
  async dismiss(memberId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(moderationNotices)
      .where(and(eq(moderationNotices.id, id), eq(moderationNotices.memberId, memberId)))
      .returning({ id: moderationNotices.id });
    return rows.length > 0;
  }
}
