import type { ProfileExport } from '@mawadda/contracts';
import type { ExportKey } from '@mawadda/kit';
import { currentSnapshot } from '../events/profile-events.js';
import type { ProfileApp } from './context.js';

/**
 * One page of the staff export every profile (companies' too) as `profile.updated` carries it,
 * for a read model rebuilt from the source of truth (search; contracts/export-page.ts). Three
 * queries whatever the page's size: the profiles, their profile images, the count.
 */
export async function exportProfiles(
  { store, profileExport, moderation }: ProfileApp,
  limit: number,
  cursor: ExportKey | undefined,
) {
  const [page, total] = await Promise.all([profileExport.page(limit, cursor), profileExport.count()]);
  // One query for the page's profile images (completeness counts one), not one per member.
  const avatars = new Map(
    (
      await store.avatarsOf(
        page.rows.map((r) => r.memberId),
        moderation,
      )
    ).map((a) => [a.memberId, a.id]),
  );
  const items = page.rows.map((r): ProfileExport => ({
    profile: currentSnapshot(r, avatars.get(r.memberId) ?? null),
    lastActiveAt: r.lastActiveAt?.toISOString() ?? null,
  }));
  return { items, next: page.next, total };
}
