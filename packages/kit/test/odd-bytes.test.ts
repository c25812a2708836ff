import request from 'supertest';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminWhere as readWhere } from '../src/db/admin-filters.js';
import { adminListProblem } from '../src/http/admin-list-problem.js';
import { adminListQuerySchema } from '../src/http/admin-list.js';
import { ApiRouter } from '../src/http/api-router.js';
import { createHttpApp } from '../src/http/create-app.js';
import { silentLogger } from './support/silent-logger.js';

/** The filter as a route answers it: its conditions, or its refusal thrown as the kit's problem. */
function adminWhere(spec: Parameters<typeof readWhere>[0], filter: Record<string, unknown>) {
  const read = readWhere(spec, filter);
  if ('refused' in read) throw adminListProblem(read.refused);
  return read.where;
}

function app() {
  const api = new ApiRouter({ tag: 'test' });
  api.post(
    '/notes',
    {
      summary: 's',
      access: 'public',
      body: z.object({
        title: z.string(),
        tags: z.array(z.string()).optional(),
        about: z.string().optional(),
      }),
      response: z.object({ title: z.string() }),
    },
    ({ body }) => ({ title: body.title }),
  );
  api.get(
    '/list',
    { access: 'public', summary: 's', query: adminListQuerySchema, response: z.object({ n: z.number() }) },
    () => ({
      n: 1,
    }),
  );
  return createHttpApp({ logger: silentLogger, mount: (a) => a.use('/api/test', api.router) });
}

describe('odd bytes', () => {
  it('refuses control characters in any field with a 400 naming it, in the caller’s language', async () => {
    const nul = await request(app()).post('/api/test/notes?lang=en').send({ title: 'Hello\u0000world' });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ field: 'title', messageKey: 'validation.controlCharacters' });
    expect(nul.body.detail).toMatch(/control characters/);

    const nested = await request(app())
      .post('/api/test/notes')
      .send({ title: 'ok', tags: ['a', 'b\u001b[31m'] });
    expect(nested.status).toBe(400);
    expect(nested.body.field).toBe('tags.1');

    const query = await request(app()).get('/api/test/list').query({ filter: '{"q":"x\\u0000"}' });
    expect(query.status).toBe(400);
    // The NUL arrives escaped inside the filter's JSON: it is found once the JSON is read.
    expect(query.body.field).toBe('filter.q');
  });

  it('keeps line breaks and tabs, which people type', async () => {
    const ok = await request(app())
      .post('/api/test/notes')
      .send({ title: 'Line one\r\nLine two\tand a tab', about: 'سطر\nسطر' });
    expect(ok.status).toBe(200);
  });

  it('refuses a staff id filter that is not of the id column’s type, before Postgres sees it', () => {
    const byUuid = pgTable('by_uuid', { id: uuid('id').primaryKey(), name: text('name') });
    const byInt = pgTable('by_int', { id: integer('id').primaryKey(), name: text('name') });
    const spec = (id: typeof byUuid.id | typeof byInt.id) => ({ id, sortable: {}, filters: {}, search: {} });
    for (const [table, bad] of [
      [byUuid, "abc'"],
      [byInt, '1 or 1=1'],
      [byInt, { $ne: 1 }],
    ] as const) {
      let thrown: unknown;
      try {
        adminWhere(spec(table.id), { id: bad });
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toMatchObject({ status: 400, options: { field: 'id' } });
    }
    expect(adminWhere(spec(byUuid.id), { id: '0190f5c2-7d3e-7000-8000-000000000001' })).toBeDefined();
    expect(adminWhere(spec(byInt.id), { id: ['7', 8] })).toBeDefined();
  });
});
