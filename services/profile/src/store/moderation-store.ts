import { and, desc, eq, sql } from 'drizzle-orm';
import {
  MODERATION_KINDS,
  MODERATION_STATUSES,
  type ModerationKind,
  type ModerationRejectReason,
} from '@mawadda/contracts';
import { keptReads, uuidv7, watchedColumnOf, type Db, type KeptReads, type RowChanges } from '@mawadda/kit';
import { ReviewQueueStore } from './review-queue.js';
import {
  assets,
  moderationItems,
  moderationNotices,
  profiles,
  type ModerationItemRow,
  type ModerationNoticeRow,
} from './schema.js';

/** A queue item with what the staff list shows beside it: the member's name and the image, if it still exists. */
const joined = (db: Db) =>
  db
    .select({ item: moderationItems, memberName: profiles.fullName, asset: assets })
    .from(moderationItems)
    .leftJoin(profiles, eq(profiles.memberId, moderationItems.memberId))
    .leftJoin(assets, eq(assets.id, moderationItems.assetId))
    .$dynamic();

const preparedNotices = (db: Db) =>
  db
    .select()
    .from(moderationNotices)
    .where(eq(moderationNotices.memberId, sql.placeholder('memberId')))
    .orderBy(desc(moderationNotices.createdAt), desc(moderationNotices.id))
    .prepare('profile_notices_of');

/** The moderation queue and the owners' notices; every write takes the caller's transaction. */
export class ModerationStore extends ReviewQueueStore<
  typeof moderationItems,
  ReturnType<typeof joined>,
  ModerationRejectReason
> {
  /** Read by every `GET /me`: built once, as the profile store's reads (profile-store.ts). */
  private readonly notices: ReturnType<typeof preparedNotices>;

  /** A member's notices, kept in memory as the profile's row is (`ProfileStore`). */
  private readonly kept: KeptReads<ModerationNoticeRow[]>;

  constructor(db: Db, changes?: RowChanges) {
    super(db, {
      table: moderationItems,
      kinds: MODERATION_KINDS,
      statuses: MODERATION_STATUSES,
      joined,
    });
    this.notices = preparedNotices(db);
    this.kept = keptReads(changes, watchedColumnOf(moderationNotices.memberId));
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
    await this.withdrawText(tx, memberId, 'aboutMe');
  }

  /** The member's text proposal of this kind waiting for a decision goes. */
  async withdrawText(tx: Db, memberId: string, kind: 'aboutMe' | 'prompts'): Promise<void> {
    await tx
      .delete(moderationItems)
      .where(
        and(
          eq(moderationItems.memberId, memberId),
          eq(moderationItems.kind, kind),
          eq(moderationItems.status, 'pending'),
        ),
      );
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
