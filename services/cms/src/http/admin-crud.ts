import { adminListQuerySchema, adminListResult, type Access, type ApiRouter } from '@mawadda/kit';
import { z } from 'zod';
import {
  createRecord,
  deleteRecord,
  listRecords,
  readRecord,
  replaceRecord,
} from '../app/content-records.js';
import type { ContentResource } from '../app/content-resources.js';
import { orRefuse } from './problems.js';

/** How one staff resource meets HTTP: its path, id, shapes, and who may read, write and delete. */
export interface AdminRoutes<Row extends { id: number | string }, Input> {
  /** Path segment under /admin and the Content-Range resource name. */
  name: string;
  idParam: z.ZodType<{ id: Row['id'] }>;
  response: z.ZodType;
  readAccess: Access;
  /** Create and full replace share one body schema; the resource's write rule turns it into columns. */
  write?: { access: Access; input: z.ZodType<Input> };
  removeAccess?: Access;
}

/** One staff resource in react-admin's simple REST form, over one table. */
export function adminCrudRoutes<Row extends { id: number | string }, Input>(
  api: ApiRouter,
  resource: ContentResource<Row, Input>,
  r: AdminRoutes<Row, Input>,
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
      const { items, total } = await listRecords(resource, query);
      return adminListResult(res, r.name, query, items, total);
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
    async ({ params }) => orRefuse(await readRecord(resource, params.id)),
  );

  const { values } = resource;
  if (r.write && values) {
    const writable = { ...resource, values };
    const { access, input } = r.write;
    api.post(
      base,
      { summary: `Create a ${r.name} record`, access, body: input, response: r.response, status: 201 },
      async ({ body }) => orRefuse(await createRecord(writable, body as Input)),
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
      async ({ params, body }) => orRefuse(await replaceRecord(writable, params.id, body as Input)),
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
      async ({ params }) => orRefuse(await deleteRecord(resource, params.id)),
    );
  }
}
