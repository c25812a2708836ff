import { z } from 'zod';
import { memberExportSchema } from '../events.js';
import { profileExportSchema } from '../profile/events.js';
import { blockExportSchema, followExportSchema } from '../social/events.js';

/*
 * Rebuilding the search index from the producers' exports (staff only), through the consumers'
 * rules; `finish` drops what the rebuild did not see (a lost removal). Events keep applying.
 */
/** Small enough for the API's 100 kB body limit with the largest rows (profile snapshots). */
export const REBUILD_BATCH_MAX = 100;

export const rebuildSchema = z.object({ id: z.string(), startedAt: z.string() });
export type Rebuild = z.infer<typeof rebuildSchema>;

export const rebuildBatchSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('members'), items: z.array(memberExportSchema).max(REBUILD_BATCH_MAX) }),
  z.object({ source: z.literal('profiles'), items: z.array(profileExportSchema).max(REBUILD_BATCH_MAX) }),
  z.object({ source: z.literal('blocks'), items: z.array(blockExportSchema).max(REBUILD_BATCH_MAX) }),
  z.object({ source: z.literal('follows'), items: z.array(followExportSchema).max(REBUILD_BATCH_MAX) }),
]);
export type RebuildBatch = z.infer<typeof rebuildBatchSchema>;

export const rebuildResultSchema = z.object({
  /** Members searchable after the rebuild. */
  members: z.number().int(),
  /** Entries the rebuild did not see, now gone. */
  removedMembers: z.number().int(),
  removedBlocks: z.number().int(),
  removedFollows: z.number().int(),
});
export type RebuildResult = z.infer<typeof rebuildResultSchema>;
