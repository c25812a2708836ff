import type { Db } from '@mawadda/kit';
import type { Actor } from '../domain/path.js';
import type { PairRow } from '../store/schema.js';
import type { MatchApp } from './context.js';

export type Caller = { role: 'member' | 'guardian'; id: string };

/**
 * Who the caller is in this pair: one of its members, or the guardian of one of them (read from
 * the guardian copy, so a link that ended stops the access at once). Undefined: not his pair (404).
 */
export async function actorIn(
  app: MatchApp,
  db: Db,
  row: PairRow,
  caller: Caller,
): Promise<Actor | undefined> {
  const ids = [row.memberA, row.memberB];
  if (caller.role === 'member')
    return ids.includes(caller.id) ? { role: 'member', id: caller.id } : undefined;
  for (const wardId of ids) {
    const guardian = await app.members.guardianOf(db, wardId);
    if (guardian?.guardianId === caller.id) return { role: 'guardian', id: caller.id, wardId };
  }
  return undefined;
}

/** Each member's guardian who approves her conversations: he confirms the family's stages too. */
export async function approversOf(
  app: MatchApp,
  db: Db,
  row: PairRow,
): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const id of [row.memberA, row.memberB]) {
    const g = await app.members.guardianOf(db, id);
    out[id] = g?.approveConversations ? g.guardianId : null;
  }
  return out;
}
