import type { Visibility } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { isCandidate } from '../domain/candidates.js';
import { mayReadLists } from '../domain/list-access.js';
import type { RefusalOf } from '../domain/refusals.js';
import type { SocialApp } from './context.js';

/** Who reads a member's lists or counts: staff read any; a member as the owner's rules allow. */
export interface Viewer {
  id: string;
  staff: boolean;
}

/**
 * The member's visibility, as this viewer may find them: not found when unknown, a company, or
 * blocking the viewer (guests cannot be blocked).
 */
export async function visibleMember(
  app: SocialApp,
  memberId: string,
  viewer: Viewer | undefined,
): Promise<Outcome<Visibility, RefusalOf<'notFound'>>> {
  const db = app.database.db;
  const member = await app.members.find(db, memberId);
  if (!isCandidate(member)) return refused({ refusal: 'notFound' });
  if (viewer && (await app.graph.blocks(db, memberId, viewer.id))) return refused({ refusal: 'notFound' });
  return ok(member.visibility);
}

/** Whether this viewer may open the member's followers and following (domain/list-access.ts). */
export async function listsVisibleTo(
  app: SocialApp,
  memberId: string,
  visibility: Visibility,
  viewer: Viewer,
): Promise<boolean> {
  return mayReadLists({
    ownerId: memberId,
    visibility,
    viewer: viewer.staff ? { kind: 'staff' } : { kind: 'member', id: viewer.id },
    viewerFollows:
      !viewer.staff && (await app.graph.follows(app.database.db, viewer.id, memberId, 'accepted')),
  });
}
