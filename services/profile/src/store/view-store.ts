import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { MediaViewerKind, RevealSubject } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { mediaViews, type MediaViewRow } from './schema.js';

export interface NewMediaView {
  id: string;
  ownerId: string;
  viewerKind: Exclude<MediaViewerKind, 'deleted'>;
  viewerId: string | null;
  assetId: string;
  subject: RevealSubject;
  fileKind: string;
  at: Date;
}

/** "Who saw what": the owner's log of views of their photos and CV pages. */
export class ViewStore {
  constructor(private readonly db: Db) {}

  /**
   * Records the view unless the same viewer saw the same file within `windowMs` (srcset and
   * reloads are one view). The pair is locked for the transaction first, so two fetches racing
   * (a browser asks several widths at once) record one row, on one replica or several.
   */
  async record(tx: Db, view: NewMediaView, windowMs: number): Promise<boolean> {
    const viewerKey = view.viewerId ?? view.viewerKind;
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`media-view:${view.assetId}:${viewerKey}`}, 0))`,
    );
    const since = new Date(view.at.getTime() - windowMs);
    const [recent] = await tx
      .select({ id: mediaViews.id })
      .from(mediaViews)
      .where(
        and(
          eq(mediaViews.assetId, view.assetId),
          view.viewerId === null ? isNull(mediaViews.viewerId) : eq(mediaViews.viewerId, view.viewerId),
          eq(mediaViews.viewerKind, view.viewerKind),
          gt(mediaViews.viewedAt, since),
        ),
      )
      .limit(1);
    if (recent) return false;
    await tx.insert(mediaViews).values({
      id: view.id,
      ownerId: view.ownerId,
      viewerKind: view.viewerKind,
      viewerId: view.viewerId,
      assetId: view.assetId,
      subject: view.subject,
      fileKind: view.fileKind,
      viewedAt: view.at,
    });
    return true;
  }

  /** Newest first, after the cursor's (time, id) when one is given; one more than asked tells if more follow. */
  async page(ownerId: string, limit: number, after?: { at: Date; id: string }): Promise<MediaViewRow[]> {
    return this.db
      .select()
      .from(mediaViews)
      .where(
        and(
          eq(mediaViews.ownerId, ownerId),
          after
            ? or(
                lt(mediaViews.viewedAt, after.at),
                and(eq(mediaViews.viewedAt, after.at), lt(mediaViews.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(mediaViews.viewedAt), desc(mediaViews.id))
      .limit(limit + 1);
  }

  /**
   * Erasure: the member's own log goes; in others' logs the member becomes `deleted`, without id
   * (the owner keeps knowing that someone looked, not who).
   */
  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(mediaViews).where(eq(mediaViews.ownerId, memberId));
    await tx
      .update(mediaViews)
      .set({ viewerKind: 'deleted', viewerId: null })
      .where(eq(mediaViews.viewerId, memberId));
  }
}
