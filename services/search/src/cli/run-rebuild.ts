import {
  blockExportSchema,
  exportPageOf,
  followExportSchema,
  memberExportSchema,
  profileExportSchema,
  REBUILD_BATCH_MAX,
  rebuildResultSchema,
  rebuildSchema,
  type RebuildBatch,
  type RebuildResult,
} from '@mawadda/contracts';
import type { z } from 'zod';

/** How the command reaches the site: JSON over HTTP, as staff. */
export interface StaffClient {
  get(path: string): Promise<unknown>;
  post(path: string, body?: unknown): Promise<unknown>;
}

/** Accounts first (who exists, suspended or not), then profiles and activity, then blocks and follows. */
const SOURCES = [
  { source: 'members', path: '/api/auth/admin/export/members', item: memberExportSchema },
  { source: 'profiles', path: '/api/profile/admin/export/profiles', item: profileExportSchema },
  { source: 'blocks', path: '/api/social/admin/export/blocks', item: blockExportSchema },
  { source: 'follows', path: '/api/social/admin/export/follows', item: followExportSchema },
] as const;

/**
 * Rebuilds the search index from the producers' source of truth: pages through each export and
 * replays every page into the rebuild, then finishes it (which drops what no export mentioned).
 */
export async function runRebuild(
  client: StaffClient,
  progress: (phase: string, done: number, total: number) => void = () => undefined,
): Promise<RebuildResult> {
  const rebuild = rebuildSchema.parse(await client.post('/api/search/admin/rebuilds'));
  for (const { source, path, item } of SOURCES) {
    const pageSchema = exportPageOf(item as z.ZodType);
    let cursor: string | null = null;
    let done = 0;
    do {
      const query = new URLSearchParams({ limit: String(REBUILD_BATCH_MAX), ...(cursor && { cursor }) });
      const page = pageSchema.parse(await client.get(`${path}?${query}`));
      if (page.items.length) {
        const batch = { source, items: page.items } as RebuildBatch;
        await client.post(`/api/search/admin/rebuilds/${rebuild.id}/batches`, batch);
      }
      done += page.items.length;
      progress(source, done, Math.max(done, page.total));
      cursor = page.next;
    } while (cursor);
  }
  return rebuildResultSchema.parse(await client.post(`/api/search/admin/rebuilds/${rebuild.id}/finish`));
}
