import type { Response } from 'express';
import { z } from 'zod';

/**
 * Staff list queries as react-admin's simple REST provider sends them
 * (`sort=["id","ASC"]`, `range=[0,24]`, `filter={...}`), and the `_sort/_order/_start/_end`
 * form too; answered with the array and `Content-Range: <resource> start-end/total`.
 */
const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((s, ctx) => {
      try {
        return JSON.parse(s) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'validation.query' });
        return z.NEVER;
      }
    })
    .pipe(schema);

export const adminListQuerySchema = z
  .object({
    sort: json(z.tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])])).optional(),
    range: json(z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
    filter: json(z.record(z.string(), z.unknown())).optional(),
    _sort: z.string().optional(),
    _order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
    _start: z.coerce.number().int().min(0).optional(),
    _end: z.coerce.number().int().min(0).optional(),
  })
  .catchall(z.unknown())
  .transform((q) => {
    const [sortField, sortOrder] = q.sort ?? [q._sort ?? 'id', q._order ?? 'ASC'];
    const start = q.range?.[0] ?? q._start ?? 0;
    const endInclusive = q.range?.[1] ?? (q._end !== undefined ? q._end - 1 : start + 24);
    const limit = Math.min(Math.max(endInclusive - start + 1, 0), 500);
    const plainFilters = Object.fromEntries(
      Object.entries(q).filter(
        ([k]) => !['sort', 'range', 'filter', '_sort', '_order', '_start', '_end'].includes(k),
      ),
    );
    return {
      sortField,
      sortOrder: sortOrder.toUpperCase() as 'ASC' | 'DESC',
      offset: start,
      limit,
      filter: { ...plainFilters, ...(q.filter ?? {}) } as Record<string, unknown>,
    };
  });

export type AdminListQuery = z.output<typeof adminListQuerySchema>;

export function adminListResult<T>(
  res: Response,
  resource: string,
  query: AdminListQuery,
  items: T[],
  total: number,
): T[] {
  const end = items.length ? query.offset + items.length - 1 : query.offset;
  res.set('Content-Range', `${resource} ${query.offset}-${end}/${total}`);
  res.set('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count');
  res.set('X-Total-Count', String(total));
  // Returned, not sent: the route's response schema strips the items like any other answer.
  return items;
}
