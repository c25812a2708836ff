import { blockEntryPageSchema, relationshipSchema, socialPageQuerySchema } from '@mawadda/contracts';
import { uuidKeysetCursorQuery } from '@mawadda/kit';
import { MEMBERS, type SocialContext } from './context.js';
import { memberParams } from './params.js';

/** Block, unblock, and the list of members I block. */
export function blockRoutes({ api, graph, lists }: SocialContext) {
  api.post(
    '/blocks/:memberId',
    {
      summary: 'Block a member: follows both ways end, and they no longer find me',
      access: MEMBERS,
      params: memberParams,
      response: relationshipSchema,
      errors: { 404: 'No such member' },
    },
    ({ auth, params }) => graph.act(auth.id, params.memberId, { kind: 'block' }),
  );

  api.delete(
    '/blocks/:memberId',
    {
      summary: 'Lift my block (follows it ended stay ended)',
      access: MEMBERS,
      params: memberParams,
      response: relationshipSchema,
      errors: { 404: 'No such member' },
    },
    ({ auth, params }) => graph.act(auth.id, params.memberId, { kind: 'unblock' }),
  );

  api.get(
    '/blocks',
    {
      summary: 'Members I block, newest first',
      access: MEMBERS,
      query: socialPageQuerySchema.extend({ cursor: uuidKeysetCursorQuery }),
      response: blockEntryPageSchema,
    },
    ({ auth, query }) => lists.blocks(auth.id, query.limit, query.cursor),
  );
}
