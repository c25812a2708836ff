import { relationshipSchema } from '@mawadda/contracts';
import { memberNotFound } from '../graph/problems.js';
import { relationshipOf } from '../domain/relationship.js';
import { MEMBERS, type SocialContext } from './context.js';
import { memberParams } from './params.js';

const RELATIONSHIP_ERRORS = { 404: 'No such member, or the member blocks me' };

/** Follow, unfollow, remove a follower, and where I stand with someone. */
export function followRoutes({ api, graph, pairs, members, database, followLimiter }: SocialContext) {
  api.post(
    '/follows/:memberId',
    {
      summary: 'Follow a member: at once on a public profile, as a request on a private one',
      access: MEMBERS,
      params: memberParams,
      response: relationshipSchema,
      errors: { ...RELATIONSHIP_ERRORS, 409: 'I block this member', 429: 'Too many follows this hour' },
    },
    async ({ auth, params }) => {
      await followLimiter.enforce(auth.id);
      return graph.act(auth.id, params.memberId, { kind: 'follow' });
    },
  );

  api.delete(
    '/follows/:memberId',
    {
      summary: 'Unfollow a member, or cancel my pending request',
      access: MEMBERS,
      params: memberParams,
      response: relationshipSchema,
      errors: RELATIONSHIP_ERRORS,
    },
    ({ auth, params }) => graph.act(auth.id, params.memberId, { kind: 'unfollow' }),
  );

  api.delete(
    '/followers/:memberId',
    {
      summary: 'Remove a member from my followers (a pending request is rejected)',
      access: MEMBERS,
      params: memberParams,
      response: relationshipSchema,
      errors: RELATIONSHIP_ERRORS,
    },
    ({ auth, params }) => graph.act(auth.id, params.memberId, { kind: 'removeFollower' }),
  );

  api.get(
    '/relationship/:memberId',
    {
      summary: 'Where I stand with a member: follow button state, their request, my block',
      access: 'signed-in',
      params: memberParams,
      response: relationshipSchema,
      errors: RELATIONSHIP_ERRORS,
    },
    async ({ auth, params }) => {
      const db = database.db;
      const other = await members.find(db, params.memberId);
      if (!other || other.kind !== 'individual') throw memberNotFound();
      const pair = await pairs.pair(db, auth.id, params.memberId);
      if (pair.otherBlocks) throw memberNotFound();
      return relationshipOf(params.memberId, pair);
    },
  );
}
