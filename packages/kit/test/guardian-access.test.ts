import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Role } from '../src/auth/principal.js';
import { ApiRouter, type Access } from '../src/http/api-router.js';
import { createHttpApp } from '../src/http/create-app.js';
import { createTestTokens } from '../src/testing/test-tokens.js';
import { silentLogger } from './support/silent-logger.js';

/**
 * A guardian (wali) account is no member. `signed-in` and member role lists refuse it;
 * `account` and routes naming its role admit it; on an optional route it is a guest.
 */
describe('the guardian role in ApiRouter', () => {
  const ROUTES: Record<string, Access> = {
    signedIn: 'signed-in',
    account: 'account',
    members: ['member', 'company'],
    guardians: ['guardian'],
    optional: 'optional',
  };

  async function setup() {
    const tokens = await createTestTokens();
    const api = new ApiRouter({ tag: 'test', verifier: tokens.verifier });
    for (const [name, access] of Object.entries(ROUTES))
      api.get(`/${name}`, { summary: name, access, response: z.object({ who: z.string() }) }, ({ auth }) => ({
        who: (auth as { role?: string } | undefined)?.role ?? 'guest',
      }));
    const app = createHttpApp({ logger: silentLogger, mount: (a) => a.use('/api/test', api.router) });
    const as = async (role: Role, path: string) =>
      request(app)
        .get(`/api/test/${path}`)
        .set('Authorization', `Bearer ${await tokens.tokenFor(role)}`);
    return { as };
  }

  it('refuses a guardian on member routes and admits it where named', async () => {
    const { as } = await setup();
    expect((await as('guardian', 'signedIn')).status).toBe(403);
    expect((await as('guardian', 'members')).status).toBe(403);
    expect((await as('guardian', 'account')).body).toEqual({ who: 'guardian' });
    expect((await as('guardian', 'guardians')).body).toEqual({ who: 'guardian' });
    expect((await as('guardian', 'optional')).body).toEqual({ who: 'guest' });
  });

  it('keeps every other role as before', async () => {
    const { as } = await setup();
    for (const role of ['member', 'company', 'moderator', 'admin'] as const) {
      expect((await as(role, 'signedIn')).body).toEqual({ who: role });
      expect((await as(role, 'account')).body).toEqual({ who: role });
      expect((await as(role, 'optional')).body).toEqual({ who: role });
      expect((await as(role, 'guardians')).status).toBe(403);
    }
    expect((await as('member', 'members')).status).toBe(200);
    expect((await as('admin', 'members')).status).toBe(403);
  });
});
