import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { NO_STANDING, type Standing } from '../domain/media-access.js';
import type { MediaViewer } from '../domain/media-url.js';
import { blocks, mediaGrants, reveals, revealRequests } from './schema.js';

/**
 * The grants and blocks the social service's events leave here: who an owner let in (accepted
 * followers) and who an owner shut out. Writes take the consumer's transaction (inbox).
 */
export class AccessStore {
  constructor(private readonly db: Db) {}

  /** A replayed or repeated acceptance finds the grant there and changes nothing. */
  async grant(tx: Db, ownerId: string, viewerId: string, at: Date): Promise<void> {
    await tx.insert(mediaGrants).values({ ownerId, viewerId, grantedAt: at }).onConflictDoNothing();
  }

  async revoke(tx: Db, ownerId: string, viewerId: string): Promise<void> {
    await tx
      .delete(mediaGrants)
      .where(and(eq(mediaGrants.ownerId, ownerId), eq(mediaGrants.viewerId, viewerId)));
  }

  /**
   * Records the block and drops the grants both ways: the social service ends both follows on a
   * block, and this does not wait for those events (they travel on the other member's partition).
   */
  async block(tx: Db, blockerId: string, blockedId: string, at: Date): Promise<void> {
    await tx.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
    await this.revoke(tx, blockerId, blockedId);
    await this.revoke(tx, blockedId, blockerId);
    // Reveals and pending requests between the two end too (issue 17): never to a blocked member.
    for (const [a, b] of [
      [blockerId, blockedId],
      [blockedId, blockerId],
    ] as const) {
      await tx.delete(reveals).where(and(eq(reveals.ownerId, a), eq(reveals.viewerId, b)));
      await tx
        .delete(revealRequests)
        .where(
          and(
            eq(revealRequests.ownerId, a),
            eq(revealRequests.requesterId, b),
            eq(revealRequests.status, 'pending'),
          ),
        );
    }
  }

  /** Grants are not restored: the block ended the follows, and only a new follow lets in again. */
  async unblock(tx: Db, blockerId: string, blockedId: string): Promise<void> {
    await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  }

  /**
   * Where a viewer stands with each of these owners, in one round trip: the owners' grants and
   * reveals to the viewer and the owners' blocks of the viewer. Owners with neither are absent from the map, and
   * so is everything for staff and guests, who hold no grants and are never blocked.
   */
  async standings(viewer: MediaViewer, ownerIds: readonly string[]): Promise<Map<string, Standing>> {
    const result = new Map<string, Standing>();
    if (viewer.kind !== 'member' || ownerIds.length === 0) return result;
    const viewerId = viewer.id;
    const rows = await this.db
      .select({ ownerId: mediaGrants.ownerId, what: sql<string>`'grant'`.as('what') })
      .from(mediaGrants)
      .where(and(eq(mediaGrants.viewerId, viewerId), inArray(mediaGrants.ownerId, [...ownerIds])))
      .unionAll(
        this.db
          .select({ ownerId: blocks.blockerId, what: sql<string>`'block'`.as('what') })
          .from(blocks)
          .where(and(eq(blocks.blockedId, viewerId), inArray(blocks.blockerId, [...ownerIds]))),
      )
      .unionAll(
        this.db
          .select({ ownerId: reveals.ownerId, what: sql<string>`'reveal:' || ${reveals.subject}`.as('what') })
          .from(reveals)
          .where(and(eq(reveals.viewerId, viewerId), inArray(reveals.ownerId, [...ownerIds]))),
      );
    for (const { ownerId, what } of rows) {
      const s = result.get(ownerId) ?? { ...NO_STANDING };
      if (what === 'grant') s.granted = true;
      else if (what === 'block') s.blocked = true;
      else if (what === 'reveal:photos') s.revealedPhotos = true;
      else if (what === 'reveal:cv') s.revealedCv = true;
      result.set(ownerId, s);
    }
    return result;
  }

  async standing(viewer: MediaViewer, ownerId: string): Promise<Standing> {
    return (await this.standings(viewer, [ownerId])).get(ownerId) ?? NO_STANDING;
  }
}
