import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminListQuerySchema } from '../src/http/admin-list.js';
import { ApiRouter } from '../src/http/api-router.js';
import { createHttpApp } from '../src/http/create-app.js';
import { buildOpenApi } from '../src/http/openapi.js';
import { ConfigError } from '../src/config/load-config.js';
import { loadPlatformConfig } from '../src/config/platform-config.js';
import { createTestTokens } from '../src/testing/test-tokens.js';
import { silentLogger } from './support/silent-logger.js';

async function appWith(build: (api: ApiRouter) => void, readiness?: Record<string, () => Promise<unknown>>) {
  const tokens = await createTestTokens();
  const api = new ApiRouter({ tag: 'test', verifier: tokens.verifier });
  build(api);
  const app = createHttpApp({
    logger: silentLogger,
    readiness,
    mount: (a) => a.use('/api/test', api.router),
  });
  return { app, api, tokens };
}

describe('HTTP edge', () => {
  it('validates bodies and answers problem+json in the requested language', async () => {
    const { app } = await appWith((api) =>
      api.post(
        '/things',
        {
          summary: 's',
          access: 'public',
          body: z.object({ fullName: z.string().min(3, 'validation.minLength') }),
          response: z.object({ fullName: z.string() }),
          status: 201,
        },
        ({ body }) => body,
      ),
    );
    const ok = await request(app).post('/api/test/things').send({ fullName: 'Amina' });
    expect(ok.status).toBe(201);
    const bad = await request(app).post('/api/test/things?lang=en').send({ fullName: 'Am' });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      field: 'fullName',
      messageKey: 'validation.minLength',
      detail: 'Full name must be at least 3 characters.',
    });
    const tr = await request(app).post('/api/test/things').set('Accept-Language', 'tr-TR,tr;q=0.9').send({});
    expect(tr.body.messageKey).toBe('validation.required');
    expect(tr.body.detail).not.toMatch(/required/);
  });

  it('takes ?lang= on every route, even one whose query schema is strict', async () => {
    const { app } = await appWith((api) =>
      api.get(
        '/strict',
        {
          summary: 's',
          access: 'public',
          query: z.object({ n: z.coerce.number().int().max(5, 'validation.max') }).strict(),
          response: z.object({ n: z.number() }),
        },
        ({ query }) => ({ n: query.n }),
      ),
    );
    expect((await request(app).get('/api/test/strict?n=2&lang=en')).body).toEqual({ n: 2 });
    const bad = await request(app).get('/api/test/strict?n=9&lang=ar').set('Accept-Language', 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/[\u0600-\u06FF]/); // in Arabic, as asked
    // Any other unknown parameter is still refused.
    expect((await request(app).get('/api/test/strict?n=2&other=1')).status).toBe(400);
    // Named as not valid, even left blank: it is not a field the member failed to fill in.
    const blank = await request(app).get('/api/test/strict?n=2&other=&lang=en');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ field: 'other', messageKey: 'validation.query' });
    expect(blank.body.detail).not.toMatch(/required/i);
  });

  it('refuses a failing token on an optional route instead of serving it as a guest', async () => {
    const { app, tokens } = await appWith((api) =>
      api.get(
        '/maybe',
        { summary: 's', access: 'optional', response: z.object({ who: z.string() }) },
        ({ auth }) => ({ who: auth?.id ?? 'guest' }),
      ),
    );
    expect((await request(app).get('/api/test/maybe')).body).toEqual({ who: 'guest' });
    const member = await tokens.tokenFor('member', 'm-1');
    expect((await request(app).get('/api/test/maybe').set('Authorization', `Bearer ${member}`)).body).toEqual(
      {
        who: 'm-1',
      },
    );
    expect(
      (await request(app).get('/api/test/maybe').set('Authorization', 'Bearer forged.token.here')).status,
    ).toBe(401);
  });

  it('guards routes by role: 401 without a token, 403 with the wrong role', async () => {
    const { app, tokens } = await appWith((api) =>
      api.get(
        '/staff',
        { summary: 's', access: ['admin'], response: z.object({ id: z.string() }) },
        ({ auth }) => ({ id: auth.id }),
      ),
    );
    expect((await request(app).get('/api/test/staff')).status).toBe(401);
    const member = await tokens.tokenFor('member');
    expect((await request(app).get('/api/test/staff').set('Authorization', `Bearer ${member}`)).status).toBe(
      403,
    );
    const admin = await tokens.tokenFor('admin', 'a-1');
    const res = await request(app).get('/api/test/staff').set('Authorization', `Bearer ${admin}`);
    expect(res.body).toEqual({ id: 'a-1' });
    expect((await request(app).get('/api/test/staff').set('Authorization', 'Basic abc')).status).toBe(401);
  });

  it('turns unknown routes into 404 problems and thrown errors into 500 without leaking them', async () => {
    const { app } = await appWith((api) =>
      api.get('/boom', { access: 'public', summary: 's' }, () => {
        throw new Error('secret internals');
      }),
    );
    const missing = await request(app).get('/api/test/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('الصفحة غير موجودة');
    const boom = await request(app).get('/api/test/boom');
    expect(boom.status).toBe(500);
    expect(JSON.stringify(boom.body)).not.toContain('secret internals');
    expect(boom.body.requestId).toBe(boom.headers['x-request-id']);
  });

  it('sends only what the response schema declares, and never a result that breaks it', async () => {
    const logged: string[] = [];
    const tokens = await createTestTokens();
    const api = new ApiRouter({ tag: 'test', verifier: tokens.verifier });
    const account = { id: 'a-1', email: 'amina@example.com', passwordHash: '$argon2id$v=19$secret' };
    api.get(
      '/account',
      { access: 'public', summary: 's', response: z.object({ id: z.string(), email: z.string() }) },
      () => account,
    );
    api.get(
      '/broken',
      { access: 'public', summary: 's', response: z.object({ id: z.string(), email: z.string() }) },
      () => ({
        id: 'a-1',
        passwordHash: account.passwordHash,
      }),
    );
    api.get('/undeclared', { access: 'public', summary: 's' }, () => account);
    const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
    const app = createHttpApp({ logger, mount: (a) => a.use('/api/test', api.router) });

    const ok = await request(app).get('/api/test/account').expect(200);
    expect(ok.body).toEqual({ id: 'a-1', email: 'amina@example.com' });
    expect(ok.text).not.toContain('argon2');

    for (const path of ['/api/test/broken', '/api/test/undeclared']) {
      const res = await request(app).get(path).expect(500);
      expect(res.text).not.toContain('argon2');
      expect(res.body.code).toBe('internal');
    }
    // The operator learns which route broke its contract and where, never the values.
    expect(logged.join('')).toContain('GET /broken');
    expect(logged.join('')).toContain('email: invalid_type');
    expect(logged.join('')).not.toContain('argon2');
  });

  it('reports readiness per engine', async () => {
    const { app } = await appWith(() => undefined, {
      database: async () => 1,
      kafka: async () => Promise.reject(new Error('down')),
    });
    expect((await request(app).get('/healthz')).status).toBe(200);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ database: 'ok', kafka: 'down' });
  });

  it('answers readiness in time when an engine hangs, naming it down', async () => {
    const { app } = await appWith(() => undefined, {
      database: async () => 1,
      // A client library retrying a lost broker: the promise never settles.
      kafka: () => new Promise(() => undefined),
    });
    // Without the bound this request never ends (and the test times out).
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ database: 'ok', kafka: 'down' });
  });

  it('answers the probes before any other middleware: no request id, no log line', async () => {
    const { app } = await appWith(() => undefined);
    const res = await request(app).get('/healthz');
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('documents every declared route in OpenAPI with its schemas', async () => {
    const { api } = await appWith((a) =>
      a.get(
        '/items/:id',
        {
          summary: 'One item',
          params: z.object({ id: z.string() }),
          response: z.object({ id: z.string() }),
          access: 'signed-in',
        },
        () => ({ id: '1' }),
      ),
    );
    const doc = buildOpenApi({ title: 't', version: '1' }, [
      { prefix: '/api/test', operations: api.operations },
    ]);
    const op = (
      doc.paths['/api/test/items/{id}'] as Record<
        string,
        { summary: string; security: unknown; responses: Record<string, unknown> }
      >
    ).get!;
    expect(op.summary).toBe('One item');
    expect(op.security).toEqual([{ bearer: [] }]);
    // 403: a guardian on a member route; 404: an id that does not parse (openapi-statuses.test.ts).
    expect(Object.keys(op.responses)).toEqual(['200', '401', '403', '404']);
  });
});

describe('admin list queries', () => {
  it('reads the react-admin simple REST form and the underscore form alike', () => {
    const a = adminListQuerySchema.parse({
      sort: '["title","DESC"]',
      range: '[10,19]',
      filter: '{"q":"nikah"}',
    });
    expect(a).toEqual({
      sortField: 'title',
      sortOrder: 'DESC',
      offset: 10,
      limit: 10,
      filter: { q: 'nikah' },
    });
    const b = adminListQuerySchema.parse({
      _sort: 'id',
      _order: 'asc',
      _start: '0',
      _end: '25',
      status: 'new',
    });
    expect(b).toEqual({ sortField: 'id', sortOrder: 'ASC', offset: 0, limit: 25, filter: { status: 'new' } });
    expect(adminListQuerySchema.safeParse({ range: 'not json' }).success).toBe(false);
  });
});

describe('configuration', () => {
  it('has embedded defaults for everything', () => {
    const c = loadPlatformConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toMatch(/data$/);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.OUTBOX_RELAY).toBe(true);
  });

  it('names every bad variable at once', () => {
    const err = (() => {
      try {
        loadPlatformConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      } catch (e) {
        return e;
      }
    })() as ConfigError;
    expect(err).toBeInstanceOf(ConfigError);
    expect(err.variables.map((v) => v.name).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });
});
