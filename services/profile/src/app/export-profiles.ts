import type { ProfileExport } from '@mawadda/contracts';
import type { ExportKey } from '@mawadda/kit';
import { currentSnapshot } from '../events/profile-events.js';
import type { ProfileApp } from './context.js';

/**
 * One page of the staff export every profile (companies' too) as `profile.updated` carries it,
 * for a read model rebuilt from the source of truth (search; contracts/export-page.ts). Four
 * queries whatever the page's size: the profiles, their images, their wishes, the count.
 */
export async function exportProfiles(
  { store, profileExport, moderation, preferences }: ProfileApp,
  limit: number,
  cursor: ExportKey | undefined,
) {
  const [page, total] = await Promise.all([profileExport.page(limit, cursor), profileExport.count()]);
  const ids = page.rows.map((r) => r.memberId);
  // One query each for the page's profile images (completeness counts one) and wishes.
  const [avatarRows, wishes] = await Promise.all([store.avatarsOf(ids, moderation), preferences.ofMany(ids)]);
  const avatars = new Map(avatarRows.map((a) => [a.memberId, a.id]));
  const items = page.rows.map((r): ProfileExport => ({
    profile: currentSnapshot(r, avatars.get(r.memberId) ?? null),
    lastActiveAt: r.lastActiveAt?.toISOString() ?? null,
    preferences: wishes.get(r.memberId) ?? null,
  }));
  return { items, next: page.next, total };
}
