import {
  followCountsSchema,
  followEntryPageSchema,
  socialPageQuerySchema,
  type Visibility,
} from '@mawadda/contracts';
import { problems, STAFF_ROLES, uuidKeysetCursorQuery, type Principal, AUTHZ } from '@mawadda/kit';
import { mayReadLists } from '../domain/list-access.js';
import { memberNotFound } from '../graph/problems.js';
import type { SocialContext } from './context.js';
import { memberParams } from './params.js';

/** Followers and following of a member, and their counts, as the member's privacy allows. */
export function listRoutes(ctx: SocialContext) {
  const { api, lists } = ctx;

  /** The member as this viewer may find them: 404 when unknown, a company, or blocking the viewer. */
  async function visibleMember(memberId: string, auth: Principal | undefined): Promise<Visibility> {
    const db = ctx.database.db;
    const member = await ctx.members.find(db, memberId);
    if (!member || member.kind !== 'individual') throw memberNotFound();
    if (auth && (await ctx.pairs.blocks(db, memberId, auth.id))) throw memberNotFound();
    return member.visibility;
  }

  async function listsVisible(memberId: string, visibility: Visibility, auth: Principal): Promise<boolean> {
    const staff = STAFF_ROLES.includes(auth.role);
    return mayReadLists({
      ownerId: memberId,
      visibility,
      viewer: staff ? { kind: 'staff' } : { kind: 'member', id: auth.id },
      viewerFollows: !staff && (await ctx.pairs.follows(ctx.database.db, auth.id, memberId, 'accepted')),
    });
  }

  for (const side of ['followers', 'following'] as const) {
    api.get(
      `/members/:memberId/${side}`,
      {
        summary: `A member's ${side}, newest first (members only; a private member's to their followers)`,
        access: 'signed-in',
        authz: AUTHZ.hiddenFromBlocked,
        params: memberParams,
        query: socialPageQuerySchema.extend({ cursor: uuidKeysetCursorQuery }),
        response: followEntryPageSchema,
        errors: { 403: "The member's privacy hides this list", 404: 'No such member' },
      },
      async ({ auth, params, query }) => {
        const visibility = await visibleMember(params.memberId, auth);
        if (!(await listsVisible(params.memberId, visibility, auth)))
          throw problems.field(403, 'lists_private', 'memberId', 'social.listsPrivate');
        return lists.follows(params.memberId, side, auth.id, query.limit, query.cursor);
      },
    );
  }

  api.get(
    '/members/:memberId/counts',
    {
      summary: 'How many a member follows and is followed by, and whether I may open the lists',
      access: 'optional',
      authz: AUTHZ.hiddenFromBlocked,
      params: memberParams,
      response: followCountsSchema,
      errors: { 404: 'No such member' },
    },
    async ({ auth, params }) => {
      const visibility = await visibleMember(params.memberId, auth);
      const counts = await lists.counts(params.memberId);
      const visible = auth ? await listsVisible(params.memberId, visibility, auth) : false;
      return { memberId: params.memberId, ...counts, listsVisible: visible };
    },
  );
}
