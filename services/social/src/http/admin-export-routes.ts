import { blockExportSchema, exportPageOf } from '@mawadda/contracts';
import { ADMIN_ROLES, exportQueryOf } from '@mawadda/kit';
import type { SocialContext } from './context.js';

/** The producer side of the search rebuild (contracts/export-page.ts): operators only. */
export function adminExportRoutes({ api, blockExport }: SocialContext) {
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
    async ({ query }) => {
      const [page, total] = await Promise.all([
        blockExport.page(query.limit, query.cursor),
        blockExport.count(),
      ]);
      return { ...page, total };
    },
  );
}
