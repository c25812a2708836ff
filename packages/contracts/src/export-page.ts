import { z } from 'zod';

/*
 * Producers' exports (staff only): their current state, page by page, for a consumer whose read
 * model must be rebuilt from the source of truth rather than from old events (the search index).
 * Ordered by a stable key, so a page boundary never skips or repeats a row while others write.
 */
export const EXPORT_PAGE_DEFAULT = 500;
export const EXPORT_PAGE_MAX = 1000;

export const exportQuerySchema = z
  .object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(EXPORT_PAGE_MAX).default(EXPORT_PAGE_DEFAULT),
  })
  .strict();
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** `total` is the count when the page was read: enough for a progress bar, not an invariant. */
export const exportPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next: z.string().nullable(), total: z.number().int() });
