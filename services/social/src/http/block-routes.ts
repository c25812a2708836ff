import { blockEntryPageSchema, relationshipSchema, socialPageQuerySchema } from '@mawadda/contracts';
import { uuidKeysetCursorQuery } from '@mawadda/kit';
import { blockMember } from '../app/block-member.js';
import { listBlocks } from '../app/list-blocks.js';
import { unblockMember } from '../app/unblock-member.js';
import { MEMBERS, type SocialHttp } from './context.js';
import { memberParams } from './params.js';
import { orRefuse } from './problems.js';

/** Block, unblock, and the list of members I block. */
export function blockRoutes({ api, app }: SocialHttp) {
  api.post(
    '/blocks/:memberId',
    {
      summary: 'Block a member: follows both ways end, and they no longer find me',
      access: MEMBERS,
      params: memberParams,
      response: relationshipSchema,
      errors: { 404: 'No such member' },
    },
    async ({ auth, params }) => orRefuse(await blockMember(app, auth.id, params.memberId)),
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
    async ({ auth, params }) => orRefuse(await unblockMember(app, auth.id, params.memberId)),
  );

  api.get(
    '/blocks',
    {
      summary: 'Members I block, newest first',
      access: MEMBERS,
      query: socialPageQuerySchema.extend({ cursor: uuidKeysetCursorQuery }),
      response: blockEntryPageSchema,
    },
    ({ auth, query }) => listBlocks(app, auth.id, query),
  );
}
