import { showsPresence } from '../domain/header-sight.js';
import { followKey } from '../store/graph-store.js';
import type { ChatApp } from './context.js';

/**
 * Who is told when a member comes and goes: the other members of her open conversations, those
 * of them the profile's rule lets read her presence (of a private member, the ones she let in).
 */
export async function presenceWatchers(app: ChatApp, memberId: string): Promise<string[]> {
  const db = app.database.db;
  const counterparts = await app.conversations.openCounterparts(db, memberId);
  if (counterparts.length === 0) return [];
  const [profiles, follows] = await Promise.all([
    app.members.visibilities(db, [memberId]),
    app.graph.followsAmong(db, counterparts, [memberId]),
  ]);
  const profile = profiles.get(memberId.toLowerCase());
  return counterparts.filter((id) =>
    showsPresence(profile, { guest: false, follows: follows.has(followKey(id, memberId)) }),
  );
}
