import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { routersByName } from '../src/http/routers-by-name.js';

/**
 * Two services' routers under `/api`, mounted one by one as Express does and by name: each route
 * answers with what it saw of the request, a later layer answers what no router took.
 */
function apps() {
  const service = (name: string) => {
    const router = express.Router();
    const seen = (req: express.Request, res: express.Response) =>
      void res.json({
        name,
        url: req.url,
        baseUrl: req.baseUrl,
        originalUrl: req.originalUrl,
        path: req.path,
        query: req.query,
        params: req.params,
      });
    router.get('/', seen);
    router.get('/members', seen);
    router.get('/members/:id', seen);
    router.get('/fails', () => {
      throw Object.assign(new Error('no'), { status: 409 });
    });
    return router;
  };
  const routers = new Map([
    ['search', service('search')],
    ['profile', service('profile')],
  ]);
  const after = (app: express.Express) => {
    // What the gateway has after the services: a later `/api` route (the docs), then the 404.
    app.get('/api/docs', (req, res) => void res.json({ name: 'docs', url: req.url, baseUrl: req.baseUrl }));
    app.use((req, res) => void res.status(404).json({ name: 'none', url: req.url, baseUrl: req.baseUrl }));
    app.use(
      (err: { status?: number }, req: express.Request, res: express.Response, _next: express.NextFunction) =>
        void res.status(err.status ?? 500).json({ name: 'error', url: req.url }),
    );
    return app;
  };
  const oneByOne = express();
  for (const [name, router] of routers) oneByOne.use(`/api/${name}`, router);
  const byName = express();
  byName.use('/api', routersByName(routers));
  return { express: after(oneByOne), byName: after(byName) };
}

describe('routers by name', () => {
  const { express: viaExpress, byName } = apps();

  it.each([
    '/api/search/members?ageMin=18&ageMax=60&country=SA&country=AE',
    '/api/search/members/',
    '/api/search/members/a%20b',
    '/api/profile/members/7',
    '/api/SEARCH/Members',
    '/api/search',
    '/api/search/',
    '/api/search?q=1',
    '/api/search/fails',
    '/api/searching/members',
    '/api/docs',
    '/api',
    '/api/',
    '/api//search/members',
    '/elsewhere/search/members',
  ])('%s reaches what mounting each router would, seeing the same request', async (url) => {
    const expected = await request(viaExpress).get(url);
    const actual = await request(byName).get(url);
    expect({ status: actual.status, body: actual.body }).toEqual({
      status: expected.status,
      body: expected.body,
    });
  });
});
