import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { keptReads, watchedColumnOf, type KeptReads, type Db, type RowChanges } from '@mawadda/kit';
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

/** Every owner's standing with one viewer, the read a profile view makes, built once (profile-store.ts). */
const preparedStandings = (db: Db) =>
  standingRows(db, sql.placeholder('viewerId'), () => undefined).prepare('profile_standings');

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

/** Each standing frozen: the map is kept in memory and shared by the viewer's requests. */
function frozenValues<K, V>(map: Map<K, V>): ReadonlyMap<K, V> {
  for (const value of map.values()) Object.freeze(value);
  return map;
}

/**
 * The grants and blocks the social service's events leave here: who an owner let in (accepted
 * followers) and who an owner shut out. Writes take the consumer's transaction (inbox).
 */
export class AccessStore {
  private readonly allStandings: ReturnType<typeof preparedStandings>;
  /**
   * A viewer's standing with every owner, kept in memory where the database reports its committed
   * changes (`KeptReads`, by the viewer's column of each table): a member's grants, reveals and
   * blocks received are few, and each profile they open asks for one of them.
   */
  private readonly viewerStandings: KeptReads<ReadonlyMap<string, Standing>>;

  constructor(
    private readonly db: Db,
    changes?: RowChanges,
  ) {
    this.allStandings = preparedStandings(db);
    this.viewerStandings = keptReads(changes, [
      watchedColumnOf(mediaGrants.viewerId),
      watchedColumnOf(blocks.blockedId),
      watchedColumnOf(reveals.viewerId),
    ]);
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
    // Reveals and pending requests between the two end too: never to a blocked member.
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

  /** One owner's, as every profile view asks. */
  async standing(viewer: MediaViewer, ownerId: string): Promise<Standing> {
    if (viewer.kind !== 'member') return NO_STANDING;
    const all = await this.viewerStandings.read(viewer.id, async () =>
      frozenValues(standingsOf(await this.allStandings.execute({ viewerId: viewer.id }))),
    );
    return all.get(ownerId.toLowerCase()) ?? NO_STANDING;
  }
}
