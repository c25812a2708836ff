import { exportPageOf, profileExportSchema, type ProfileExport } from '@mawadda/contracts';
import { ADMIN_ROLES, exportQueryOf } from '@mawadda/kit';
import { currentSnapshot } from '../events/profile-events.js';
import type { ProfileContext } from './context.js';

/** The producer side of the search rebuild (contracts/export-page.ts): operators only. */
export function adminExportRoute({ api, store, profileExport }: ProfileContext) {
  api.get(
    '/admin/export/profiles',
    {
      summary: 'Every profile as `profile.updated` carries it, with lastActiveAt, by member id',
      access: ADMIN_ROLES,
      query: exportQueryOf(['uuid']),
      response: exportPageOf(profileExportSchema),
      errors: { 403: 'Not an admin' },
    },
    async ({ query }) => {
      const [page, total] = await Promise.all([
        profileExport.page(query.limit, query.cursor),
        profileExport.count(),
      ]);
      // One query for the page's profile images (completeness counts one), not one per member.
      const avatars = new Map(
        (await store.avatarsOf(page.rows.map((r) => r.memberId))).map((a) => [a.memberId, a.id]),
      );
      const items = page.rows.map((r): ProfileExport => ({
        profile: currentSnapshot(r, avatars.get(r.memberId) ?? null),
        lastActiveAt: r.lastActiveAt?.toISOString() ?? null,
      }));
      return { items, next: page.next, total };
    },
  );
}
