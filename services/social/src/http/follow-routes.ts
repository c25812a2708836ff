import { AUTHZ } from '@mawadda/kit';
import { relationshipSchema, relationshipsRequestSchema, relationshipsSchema } from '@mawadda/contracts';
import { follow } from '../app/follow.js';
import { relationshipsWith, relationshipWith } from '../app/read-relationships.js';
import { removeFollower } from '../app/remove-follower.js';
import { unfollow } from '../app/unfollow.js';
import { MEMBERS, type SocialHttp } from './context.js';
import { memberParams } from './params.js';
import { orRefuse } from './problems.js';

const RELATIONSHIP_ERRORS = { 404: 'No such member, or the member blocks me' };

/** Follow, unfollow, remove a follower, and where I stand with someone. */
export function followRoutes({ api, app }: SocialHttp) {
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
    async ({ auth, params }) => orRefuse(await follow(app, auth.id, params.memberId)),
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
    async ({ auth, params }) => orRefuse(await unfollow(app, auth.id, params.memberId)),
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
    async ({ auth, params }) => orRefuse(await removeFollower(app, auth.id, params.memberId)),
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
    async ({ auth, params }) => orRefuse(await relationshipWith(app, auth.id, params.memberId)),
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
    ({ auth, body }) => relationshipsWith(app, auth.id, body.ids),
  );
}
