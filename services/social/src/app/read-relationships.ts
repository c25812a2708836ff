import type { Relationship } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { isCandidate } from '../domain/candidates.js';
import type { RefusalOf } from '../domain/refusals.js';
import { relationshipOf } from '../domain/relationship.js';
import type { SocialApp } from './context.js';

/** Undefined for a member the viewer may not see: unknown, a company, or blocking the viewer. */
async function visibleRelationship(app: SocialApp, viewerId: string, memberId: string) {
  const db = app.database.db;
  if (!isCandidate(await app.members.find(db, memberId))) return undefined;
  const pair = await app.graph.pair(db, viewerId, memberId);
  return pair.otherBlocks ? undefined : relationshipOf(memberId, pair);
}

/** Where I stand with one member: the follow button, their request, my block. */
export async function relationshipWith(
  app: SocialApp,
  viewerId: string,
  memberId: string,
): Promise<Outcome<Relationship, RefusalOf<'notFound'>>> {
  const relationship = await visibleRelationship(app, viewerId, memberId);
  return relationship ? ok(relationship) : refused({ refusal: 'notFound' });
}

/**
 * Where I stand with each member of a page (search results). The members I may not see are left
 * out rather than refused: one hidden member must not fail the page, nor be told apart.
 */
export async function relationshipsWith(app: SocialApp, viewerId: string, ids: string[]) {
  const items: Relationship[] = [];
  for (const id of new Set(ids)) {
    const relationship = await visibleRelationship(app, viewerId, id);
    if (relationship) items.push(relationship);
  }
  return { items };
}
