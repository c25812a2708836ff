import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@mawadda/kit';
import { NO_STANDING, type Standing } from '../domain/media-access.js';
import type { MediaViewer } from '../domain/media-url.js';
import { blocks, mediaGrants, reveals, revealRequests } from './schema.js';

/**
 * The owners' grants and reveals to a viewer and their blocks of the viewer, in one round trip
 * (a union); `owners` narrows each part to the owners asked about.
 */
const standingRows = (
  db: Db,
  viewerId: string | Placeholder,
  owners: (owner: AnyPgColumn) => SQL | undefined,
) =>
  db
    .select({ ownerId: mediaGrants.ownerId, what: sql<string>`'grant'`.as('what') })
    .from(mediaGrants)
    .where(and(eq(mediaGrants.viewerId, viewerId), owners(mediaGrants.ownerId)))
    .unionAll(
      db
        .select({ ownerId: blocks.blockerId, what: sql<string>`'block'`.as('what') })
        .from(blocks)
        .where(and(eq(blocks.blockedId, viewerId), owners(blocks.blockerId))),
    )
    .unionAll(
      db
        .select({ ownerId: reveals.ownerId, what: sql<string>`'reveal:' || ${reveals.subject}`.as('what') })
        .from(reveals)
        .where(and(eq(reveals.viewerId, viewerId), owners(reveals.ownerId))),
    );

const preparedStanding = (db: Db) =>
  standingRows(db, sql.placeholder('viewerId'), (owner) => eq(owner, sql.placeholder('ownerId'))).prepare(
    'profile_standing',
  );

function standingsOf(rows: readonly { ownerId: string; what: string }[]): Map<string, Standing> {
  const result = new Map<string, Standing>();
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

/**
 * The grants and blocks the social service's events leave here: who an owner let in (accepted
 * followers) and who an owner shut out. Writes take the consumer's transaction (inbox).
 */
export class AccessStore {
  private readonly oneStanding: ReturnType<typeof preparedStanding>;

  constructor(private readonly db: Db) {
    this.oneStanding = preparedStanding(db);
  }

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
    if (viewer.kind !== 'member' || ownerIds.length === 0) return new Map();
    return standingsOf(await standingRows(this.db, viewer.id, (owner) => inArray(owner, [...ownerIds])));
  }

  /** One owner's, as every profile view asks: the same query, built once (profile-store.ts). */
  async standing(viewer: MediaViewer, ownerId: string): Promise<Standing> {
    if (viewer.kind !== 'member') return NO_STANDING;
    const rows = await this.oneStanding.execute({ viewerId: viewer.id, ownerId });
    return standingsOf(rows).get(ownerId) ?? NO_STANDING;
  }
}
