import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter } from '../src/http/api-router.js';
import { createHttpApp } from '../src/http/create-app.js';
import { buildOpenApi } from '../src/http/openapi.js';
import { createTestTokens } from '../src/testing/test-tokens.js';
import { silentLogger } from './support/silent-logger.js';

// Every answer the router gives on its own must be among its operation's documented statuses
// (schemathesis ST103, "undocumented status code"); each is asked for here.
async function setup() {
  const tokens = await createTestTokens();
  const api = new ApiRouter({ tag: 'test', verifier: tokens.verifier });
  api.put(
    '/admin/things/:id',
    {
      summary: 'Staff edit',
      access: ['admin'],
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: z.object({ title: z.string() }),
      response: z.object({ id: z.number() }),
    },
    ({ params }) => ({ id: params.id }),
  );
  api.get(
    '/me/thing',
    { summary: 'Member read', access: 'signed-in', response: z.object({ ok: z.boolean() }) },
    () => ({ ok: true }),
  );
  api.post(
    '/orders',
    {
      summary: 'Order, or the same open order again',
      access: 'signed-in',
      body: z.object({ plan: z.string() }),
      response: z.object({ id: z.string() }),
      status: 201,
      errors: { 200: 'The same open order', 409: 'Already running' },
    },
    () => ({ id: 'o1' }),
  );
  const app = createHttpApp({ logger: silentLogger, mount: (a) => a.use('/api/test', api.router) });
  const doc = buildOpenApi({ title: 't', version: '1' }, [
    { prefix: '/api/test', operations: api.operations },
  ]);
  const documented = (path: string, method: string) =>
    Object.keys(
      (doc.paths[path] as Record<string, { responses: Record<string, unknown> }>)[method]!.responses,
    );
  return { app, tokens, doc, documented };
}

describe('OpenAPI names what the router answers by itself', () => {
  it('403 for a role outside the access list, and for a guardian on a member route', async () => {
    const { app, tokens, documented } = await setup();
    const member = await tokens.tokenFor('member');
    const res = await request(app)
      .put('/api/test/admin/things/1')
      .set('authorization', `Bearer ${member}`)
      .send({ title: 'x' });
    expect(res.status).toBe(403);
    expect(documented('/api/test/admin/things/{id}', 'put')).toContain('403');
    const guardian = await tokens.tokenFor('guardian');
    const own = await request(app).get('/api/test/me/thing').set('authorization', `Bearer ${guardian}`);
    expect(own.status).toBe(403);
    expect(documented('/api/test/me/thing', 'get')).toContain('403');
  });

  it('404 for a path parameter that does not parse', async () => {
    const { app, tokens, documented } = await setup();
    const admin = await tokens.tokenFor('admin');
    const res = await request(app)
      .put('/api/test/admin/things/%C2%84')
      .set('authorization', `Bearer ${admin}`)
      .send({ title: 'x' });
    expect(res.status).toBe(404);
    expect(documented('/api/test/admin/things/{id}', 'put')).toContain('404');
  });

  it('413 for a body over the limit', async () => {
    const { app, tokens, documented } = await setup();
    const admin = await tokens.tokenFor('admin');
    const res = await request(app)
      .put('/api/test/admin/things/1')
      .set('authorization', `Bearer ${admin}`)
      .send({ title: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(documented('/api/test/admin/things/{id}', 'put')).toContain('413');
  });

  it('a second success declared beside the first carries the response body, not a problem', async () => {
    const { doc } = await setup();
    const responses = (
      doc.paths['/api/test/orders'] as Record<
        string,
        { responses: Record<string, { content?: Record<string, unknown> }> }
      >
    ).post!.responses;
    expect(Object.keys(responses['200']!.content!)).toEqual(['application/json']);
    expect(Object.keys(responses['201']!.content!)).toEqual(['application/json']);
    expect(Object.keys(responses['409']!.content!)).toEqual(['application/problem+json']);
  });
});
