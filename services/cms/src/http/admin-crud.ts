import {
  adminListQuerySchema,
  adminListResult,
  type Access,
  type ApiRouter,
  type Principal,
} from '@mawadda/kit';
import { z } from 'zod';
import {
  createRecord,
  deleteRecord,
  listRecords,
  readRecord,
  replaceRecord,
  type ContentAudit,
} from '../app/content-records.js';
import type { ContentResource } from '../app/content-resources.js';
import type { CmsApp } from '../app/context.js';
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
  /** How its writes are told in the staff audit log (every write is). */
  audit: ContentAudit<Row>;
}

/** One staff resource in react-admin's simple REST form, over one table. */
export function adminCrudRoutes<Row extends { id: number | string }, Input>(
  api: ApiRouter,
  app: CmsApp,
  resource: ContentResource<Row, Input>,
  r: AdminRoutes<Row, Input>,
) {
  const base = `/admin/${r.name}`;
  const one = `${base}/:id`;
  const notFound = { 404: `no such ${r.name} record` };
  // A slug (posts, pages) or key (blocks) another record holds: 409 `<field>_taken` (problems.ts).
  const taken = { 409: `a unique field (slug or key) of another ${r.name} record has this value` };
  // Staff routes: the access rule let only a signed-in staff member through to a write.
  const as = (staff: Principal | undefined) => {
    if (!staff) throw new Error(`${r.name}: a staff write without a principal`);
    return { app, staff, audit: r.audit };
  };

  api.get(
    base,
    {
      summary: `List ${r.name} (react-admin: sort, range, filter)`,
      access: r.readAccess,
      query: adminListQuerySchema,
      response: z.array(r.response),
    },
    async ({ query, res }) => {
      const { items, total } = orRefuse(await listRecords(resource, query));
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
      {
        summary: `Create a ${r.name} record (audited)`,
        access,
        body: input,
        response: r.response,
        status: 201,
        errors: taken,
      },
      async ({ body, auth }) => orRefuse(await createRecord(writable, as(auth), body as Input)),
    );
    api.put(
      one,
      {
        summary: `Replace a ${r.name} record (audited)`,
        access,
        params: r.idParam,
        body: input,
        response: r.response,
        errors: { ...notFound, ...taken },
      },
      async ({ params, body, auth }) =>
        orRefuse(await replaceRecord(writable, as(auth), params.id, body as Input)),
    );
  }

  if (r.removeAccess) {
    api.delete(
      one,
      {
        summary: `Delete a ${r.name} record (answers the deleted record; audited)`,
        access: r.removeAccess,
        params: r.idParam,
        response: r.response,
        errors: notFound,
      },
      async ({ params, auth }) => orRefuse(await deleteRecord(resource, as(auth), params.id)),
    );
  }
}
