import type { AdminStory, Locale, PublicStory } from '@mawadda/contracts';
import {
  ok,
  refused,
  staffActed,
  type AdminListQuery,
  type AdminListRefusal,
  type Db,
  type Outcome,
  type Principal,
} from '@mawadda/kit';
import type { MatchRefusal } from '../domain/refusals.js';
import { canDecide } from '../domain/stories.js';
import { storyDecided } from '../events/match-events.js';
import type { MatchApp } from './context.js';
import { adminStoryOf, publicStoryOf } from './story-view.js';

/** The console's "Success stories": every story, filtered by status (the queue is `pending`). */
export async function listStories(
  app: MatchApp,
  query: AdminListQuery,
): Promise<Outcome<{ items: AdminStory[]; total: number }, AdminListRefusal>> {
  const found = await app.stories.adminList(app.database.db, query);
  if ('refused' in found) return refused(found.refused);
  return ok({ items: found.items.map(adminStoryOf), total: found.total });
}

export async function readStory(app: MatchApp, id: string): Promise<Outcome<AdminStory, MatchRefusal>> {
  const row = await app.stories.byId(app.database.db, id);
  return row ? ok(adminStoryOf(row)) : refused({ refusal: 'storyNotFound' });
}

/**
 * Staff publish a story both members agreed to, or turn it back with a reason the couple read.
 * The decision, its audit line (`staff.acted`) and the couple's notification commit together.
 */
export async function decideStory(
  app: MatchApp,
  auth: Principal,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<Outcome<AdminStory, MatchRefusal>> {
  return app.database.db.transaction(async (tx: Db) => {
    const row = await app.stories.byIdForUpdate(tx, id);
    if (!row) return refused({ refusal: 'storyNotFound' as const });
    if (!canDecide(row.status)) return refused({ refusal: 'storyNotPending' as const });
    const at = app.clock();
    const reason = decision.approve ? null : decision.reason;
    const saved = await app.stories.save(tx, id, {
      status: decision.approve ? 'published' : 'rejected',
      publishedAt: decision.approve ? at : null,
      rejectReason: reason,
      // A rejected story must be agreed again after the edit the reason asks for.
      agreedBy: decision.approve ? row.agreedBy : [],
      decidedBy: auth.id,
      decidedAt: at,
      updatedAt: at,
    });
    const memberIds = [row.memberA, row.memberB];
    await app.outbox.append(
      tx,
      staffActed(
        auth,
        decision.approve ? 'story.approve' : 'story.reject',
        { type: 'story', id, memberId: row.memberA },
        reason,
        at,
      ),
    );
    await app.outbox.append(
      tx,
      storyDecided(id, row.pairId, memberIds, decision.approve ? 'approved' : 'rejected', at),
    );
    return ok(adminStoryOf(saved));
  });
}

/** Guests read the published stories of the page's language. */
export async function publishedStories(app: MatchApp, lang: Locale): Promise<{ items: PublicStory[] }> {
  return { items: (await app.stories.published(app.database.db, lang)).map(publicStoryOf) };
}

/** One published story, only in a language the couple allowed; anything else is not found. */
export async function publishedStory(
  app: MatchApp,
  id: string,
  lang: Locale,
): Promise<Outcome<PublicStory, MatchRefusal>> {
  const row = await app.stories.byId(app.database.db, id);
  if (!row || row.status !== 'published' || !row.languages.includes(lang))
    return refused({ refusal: 'storyNotFound' });
  return ok(publicStoryOf(row));
}
