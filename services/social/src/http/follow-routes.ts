import { AUTHZ } from '@mawadda/kit';
import { relationshipSchema, relationshipsRequestSchema, relationshipsSchema } from '@mawadda/contracts';
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
      authz: AUTHZ.hiddenFromBlocked,
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
      authz: AUTHZ.hiddenFromBlocked,
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
      authz: AUTHZ.hiddenFromBlocked,
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
      authz: AUTHZ.hiddenFromBlocked,
      params: memberParams,
      response: relationshipSchema,
      errors: RELATIONSHIP_ERRORS,
    },
    async ({ auth, params }) => {
      const relationship = await visibleRelationship(auth.id, params.memberId);
      if (!relationship) throw memberNotFound();
      return relationship;
    },
  );

  api.post(
    '/relationships',
    {
      summary:
        'Where I stand with each member of a page (search results): the members I may not see are left out',
      access: 'signed-in',
      body: relationshipsRequestSchema,
      response: relationshipsSchema,
    },
    async ({ auth, body }) => {
      const items = [];
      for (const id of new Set(body.ids)) {
        const relationship = await visibleRelationship(auth.id, id);
        if (relationship) items.push(relationship);
      }
      return { items };
    },
  );

  /** Undefined for a member the viewer may not see: unknown, a company, or blocking the viewer. */
  async function visibleRelationship(viewerId: string, memberId: string) {
    const db = database.db;
    const other = await members.find(db, memberId);
    if (!other || other.kind !== 'individual') return undefined;
    const pair = await pairs.pair(db, viewerId, memberId);
    return pair.otherBlocks ? undefined : relationshipOf(memberId, pair);
  }
}
