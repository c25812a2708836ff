import type { Db } from '@mawadda/kit';
import type { SearchApp } from './context.js';

/*
 * social's `follow.accepted` / `follow.removed` (and follow export rows). Follows touch no index
 * entry: each search reads the searcher's follows at the time it runs, as it reads their blocks.
 */

export async function applyFollow(app: SearchApp, tx: Db, followerId: string, targetId: string) {
  await app.follows.follow(tx, followerId, targetId);
}

export async function applyUnfollow(app: SearchApp, tx: Db, followerId: string, targetId: string) {
  await app.follows.unfollow(tx, followerId, targetId);
}
