import { blockExportSchema, exportPageOf, followExportSchema } from '@mawadda/contracts';
import { ADMIN_ROLES, exportQueryOf } from '@mawadda/kit';
import { exportBlocks, exportFollows } from '../app/export-graph.js';
import type { SocialHttp } from './context.js';

/** The producer side of the search rebuild (contracts/export-page.ts): operators only. */
export function adminExportRoutes({ api, app }: SocialHttp) {
  api.get(
    '/admin/export/blocks',
    {
      summary:
        'Every block (blocker, blocked, since when), by (blockerId, blockedId), for rebuilding read models',
      access: ADMIN_ROLES,
      query: exportQueryOf(['uuid', 'uuid']),
      response: exportPageOf(blockExportSchema),
      errors: { 403: 'Not an admin' },
    },
    ({ query }) => exportBlocks(app, query.limit, query.cursor),
  );

  api.get(
    '/admin/export/follows',
    {
      summary:
        'Every accepted follow (follower, target, since when), by (followerId, targetId), for rebuilding read models',
      access: ADMIN_ROLES,
      query: exportQueryOf(['uuid', 'uuid']),
      response: exportPageOf(followExportSchema),
      errors: { 403: 'Not an admin' },
    },
    ({ query }) => exportFollows(app, query.limit, query.cursor),
  );
}
