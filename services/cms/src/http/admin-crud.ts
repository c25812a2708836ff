import { adminListQuerySchema, adminListResult, type Access, type ApiRouter } from '@mawadda/kit';
import { z } from 'zod';
import { adminOrder, adminWhere, type AdminListSpec } from '@mawadda/kit';
import type { CrudStore } from '../store/crud-store.js';
import { found } from './context.js';

/** One staff resource in react-admin's simple REST form, over one table. */
export interface AdminResource<Row extends { id: number | string }, Input> {
  /** Path segment under /admin and the Content-Range resource name. */
  name: string;
  store: CrudStore<Row>;
  list: AdminListSpec;
  idParam: z.ZodType<{ id: Row['id'] }>;
  toDto: (row: Row) => unknown;
  response: z.ZodType;
  readAccess: Access;
  /** Create and full update share one body schema; `values` turns it into columns. */
  write?: {
    access: Access;
    input: z.ZodType<Input>;
    values: (input: Input, existing: Row | undefined, now: Date) => Record<string, unknown>;
  };
  removeAccess?: Access;
}

export function adminCrudRoutes<Row extends { id: number | string }, Input>(
  api: ApiRouter,
  r: AdminResource<Row, Input>,
) {
  const base = `/admin/${r.name}`;
  const one = `${base}/:id`;
  const notFound = { 404: `no such ${r.name} record` };

  api.get(
    base,
    {
      summary: `List ${r.name} (react-admin: sort, range, filter)`,
      access: r.readAccess,
      query: adminListQuerySchema,
      response: z.array(r.response),
    },
    async ({ query, res }) => {
      const { rows, total } = await r.store.list({
        where: adminWhere(r.list, query.filter),
        orderBy: adminOrder(r.list, query),
        offset: query.offset,
        limit: query.limit,
      });
      return adminListResult(res, r.name, query, rows.map(r.toDto), total);
    },
  );

  api.get(
    one,
    {
      summary: `One ${r.name} record`,
      access: r.readAccess,
      params: r.idParam,
      response: r.response,
      errors: notFound,
    },
    async ({ params }) => r.toDto(found(await r.store.get(params.id))),
  );

  if (r.write) {
    const { access, input, values } = r.write;
    api.post(
      base,
      { summary: `Create a ${r.name} record`, access, body: input, response: r.response, status: 201 },
      async ({ body }) => r.toDto(await r.store.insert(values(body as Input, undefined, new Date()))),
    );
    api.put(
      one,
      {
        summary: `Replace a ${r.name} record`,
        access,
        params: r.idParam,
        body: input,
        response: r.response,
        errors: notFound,
      },
      async ({ params, body }) => {
        const existing = found(await r.store.get(params.id));
        return r.toDto(found(await r.store.update(params.id, values(body as Input, existing, new Date()))));
      },
    );
  }

  if (r.removeAccess) {
    api.delete(
      one,
      {
        summary: `Delete a ${r.name} record (answers the deleted record)`,
        access: r.removeAccess,
        params: r.idParam,
        response: r.response,
        errors: notFound,
      },
      async ({ params }) => r.toDto(found(await r.store.delete(params.id))),
    );
  }
}
