import type { Story, StoryInput } from '@mawadda/contracts';
import { isErasedMember, ok, refused, uuidv7, type Db, type Outcome } from '@mawadda/kit';
import type { MatchRefusal } from '../domain/refusals.js';
import { afterEdit, agree, canWithdraw, storyOpen } from '../domain/stories.js';
import { storyAgreementRequested, storyWithdrawn } from '../events/match-events.js';
import type { PairRow, StoryRow } from '../store/schema.js';
import type { MatchApp } from './context.js';
import { storyOf } from './story-view.js';

type Result = Outcome<{ story: Story | null }, MatchRefusal>;

const isMember = (row: PairRow | undefined, memberId: string): row is PairRow =>
  !!row && (row.memberA === memberId || row.memberB === memberId);

/** Our story, if one of us began it; anyone else than the two members: not found. */
export async function readMyStory(app: MatchApp, memberId: string, pairId: string): Promise<Result> {
  const db = app.database.db;
  if (!isMember(await app.pairs.byId(db, pairId), memberId)) return refused({ refusal: 'notFound' });
  const row = await app.stories.ofPair(db, pairId);
  return ok({ story: row ? storyOf(row) : null });
}

/**
 * One step on the story, under the pair's lock (as every step on a pair): the member, the married
 * pair and the story as it stands, or why not.
 */
async function onStory(
  app: MatchApp,
  memberId: string,
  pairId: string,
  step: (tx: Db, pair: PairRow, story: StoryRow | undefined, at: Date) => Promise<Result>,
): Promise<Result> {
  return app.database.db.transaction(async (tx: Db) => {
    if (await isErasedMember(tx, memberId)) return refused({ refusal: 'accountGone' as const });
    const seen = await app.pairs.byId(tx, pairId);
    if (!isMember(seen, memberId)) return refused({ refusal: 'notFound' as const });
    await app.pairs.lockMembers(tx, seen.memberA, seen.memberB);
    const pair = (await app.pairs.byId(tx, pairId))!;
    if (!storyOpen(pair.stage)) return refused({ refusal: 'notMarried' as const });
    return step(tx, pair, await app.stories.ofPair(tx, pairId), app.clock());
  });
}

/**
 * Either member writes or edits the story. Every edit is a new revision nobody agreed to yet; a
 * published story leaves the site until both agree again and staff approve it.
 */
export const writeStory = (app: MatchApp, memberId: string, pairId: string, input: StoryInput) =>
  onStory(app, memberId, pairId, async (tx, pair, story, at) => {
    const text = {
      title: input.title,
      body: input.body,
      languages: input.languages,
      names: input.names ?? [],
      lastEditedBy: memberId,
      updatedAt: at,
    };
    if (!story) {
      const created = await app.stories.insert(tx, {
        id: uuidv7(),
        pairId,
        memberA: pair.memberA,
        memberB: pair.memberB,
        ...text,
        createdAt: at,
      });
      return ok({ story: storyOf(created) });
    }
    const { wasPublic, ...reset } = afterEdit(story);
    const saved = await app.stories.save(tx, story.id, { ...text, ...reset, publishedAt: null });
    if (wasPublic) await app.outbox.append(tx, storyWithdrawn(story.id, pairId, at));
    return ok({ story: storyOf(saved) });
  });

/**
 * A member agrees to publish the revision she read. The first agreement asks the other (notify
 * tells them); the second sends the story to staff.
 */
export const agreeToStory = (app: MatchApp, memberId: string, pairId: string, revision: number) =>
  onStory(app, memberId, pairId, async (tx, pair, story, at) => {
    if (!story) return refused({ refusal: 'storyNotFound' as const });
    const memberIds = [pair.memberA, pair.memberB];
    const decided = agree({ ...story, memberIds }, memberId, revision);
    if ('refused' in decided) return refused(decided.refused);
    if (!decided.changed) return ok({ story: storyOf(story) });
    const saved = await app.stories.save(tx, story.id, {
      agreedBy: decided.agreedBy,
      status: decided.status,
      updatedAt: at,
    });
    if (decided.waitingFor)
      await app.outbox.append(
        tx,
        storyAgreementRequested(story.id, pairId, memberId, decided.waitingFor, at),
      );
    return ok({ story: storyOf(saved) });
  });

/** Either member takes the story off the queue or the site, at once; agreement starts over. */
export const withdrawStory = (app: MatchApp, memberId: string, pairId: string) =>
  onStory(app, memberId, pairId, async (tx, _pair, story, at) => {
    if (!story) return refused({ refusal: 'storyNotFound' as const });
    if (!canWithdraw(story.status)) return refused({ refusal: 'storyNotWithdrawable' as const });
    const saved = await app.stories.save(tx, story.id, {
      status: 'withdrawn',
      agreedBy: [],
      publishedAt: null,
      updatedAt: at,
    });
    if (story.status === 'published') await app.outbox.append(tx, storyWithdrawn(story.id, pairId, at));
    return ok({ story: storyOf(saved) });
  });
