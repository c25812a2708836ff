import { adminListQuerySchema } from '@mawadda/kit';
import { z } from 'zod';

/**
 * The simple-rest list query, sorted by `field` in `order` when the caller names no sort (the kit
 * falls back to `id` ascending; staff lists read newest first).
 */
export const adminListQuerySortedBy = (field: string, order: 'ASC' | 'DESC') =>
  z.preprocess((q) => {
    if (typeof q !== 'object' || q === null) return q;
    const named = 'sort' in q || '_sort' in q;
    return named ? q : { ...q, sort: JSON.stringify([field, order]) };
  }, adminListQuerySchema);
