import { z } from 'zod';
import {
  adminListQuerySchema,
  adminListResult,
  STAFF_ROLES,
  type AdminListQuery,
  type Outcome,
  type Principal,
} from '@mawadda/kit';
import type { ProfileApp } from '../app/context.js';
import type { ProfileRefusal } from '../domain/refusals.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

const itemParams = z.object({ id: z.uuid() });

type UseCase<T, A extends unknown[] = []> = (
  app: ProfileApp,
  auth: Principal,
  ...args: A
) => Promise<Outcome<T, ProfileRefusal>>;

/** One staff review queue's routes: its resource, schemas, use cases and documented texts. */
export interface AdminQueue<Item, Reject extends z.ZodType> {
  /** The react-admin resource: `/admin/<resource>` and the `Content-Range` name. */
  resource: string;
  item: z.ZodType;
  rejectBody: Reject;
  list: UseCase<{ items: Item[]; total: number }, [AdminListQuery]>;
  read: UseCase<Item, [string]>;
  approve: UseCase<Item, [string]>;
  reject: UseCase<Item, [string, z.output<Reject>]>;
  docs: { list: string; read: string; approve: string; reject: string; noSuch: string; decided: string };
}

/**
 * A review queue as ra-data-simple-rest reads it: list, one item, approve, reject. Every answer
 * sets the staff member's media cookie, which the console's `<img>` sends for the signed files.
 */
export function adminQueueRoutes<Item, Reject extends z.ZodType>(
  { api, app, grantMedia }: ProfileHttp,
  queue: AdminQueue<Item, Reject>,
) {
  const path = `/admin/${queue.resource}`;
  const { docs } = queue;

  api.get(
    path,
    {
      summary: docs.list,
      access: STAFF_ROLES,
      query: adminListQuerySchema,
      response: z.array(queue.item),
      errors: { 400: 'An unknown filter or sort field' },
    },
    async ({ auth, query, res }) => {
      grantMedia(res, auth);
      const { items, total } = orRefuse(await queue.list(app, auth, query));
      return adminListResult(res, queue.resource, query, items, total);
    },
  );

  api.get(
    `${path}/:id`,
    {
      summary: docs.read,
      access: STAFF_ROLES,
      params: itemParams,
      response: queue.item,
      errors: { 404: docs.noSuch },
    },
    async ({ auth, params, res }) => {
      grantMedia(res, auth);
      return orRefuse(await queue.read(app, auth, params.id));
    },
  );

  api.post(
    `${path}/:id/approve`,
    {
      summary: docs.approve,
      access: STAFF_ROLES,
      params: itemParams,
      response: queue.item,
      errors: { 404: docs.noSuch, 409: docs.decided },
    },
    async ({ auth, params, res }) => {
      grantMedia(res, auth);
      return orRefuse(await queue.approve(app, auth, params.id));
    },
  );

  api.post(
    `${path}/:id/reject`,
    {
      summary: docs.reject,
      access: STAFF_ROLES,
      params: itemParams,
      body: queue.rejectBody,
      response: queue.item,
      errors: { 400: 'No reason, or one not in the list', 404: docs.noSuch, 409: docs.decided },
    },
    async ({ auth, params, body, res }) => {
      grantMedia(res, auth);
      // Parsed by `rejectBody`; the router's type of it stays unresolved for a generic schema.
      return orRefuse(await queue.reject(app, auth, params.id, body as z.output<Reject>));
    },
  );
}
