import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RouteTable } from '../src/http/route-table.js';

/** The same routes through Express's own router and through the table, answering who took them. */
function apps() {
  const routes: [string, string][] = [
    ['get', '/me'],
    ['patch', '/me'],
    ['get', '/media/:memberId/:assetId/:file'],
    ['get', '/cards'],
    ['post', '/me/notices/:noticeId/dismiss'],
    ['get', '/:memberId'],
    ['get', '/'],
  ];
  const answer = (name: string) => (req: express.Request, res: express.Response) =>
    void res.json({ name, params: req.params });
  const viaExpress = express.Router();
  const table = new RouteTable();
  for (const [method, path] of routes) {
    (viaExpress as unknown as Record<string, (p: string, h: express.RequestHandler) => void>)[method]!(
      path,
      answer(`${method} ${path}`),
    );
    table.add(method, path, [answer(`${method} ${path}`)]);
  }
  const mount = (router: express.RequestHandler) => {
    const app = express();
    app.use('/api/x', router);
    app.use((_req, res) => void res.status(404).json({ name: 'none' }));
    app.use(
      (err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
        void res.status(err.status ?? 500).json({ name: 'error' }),
    );
    return app;
  };
  const withTable = express.Router();
  withTable.use(table.handle);
  return { express: mount(viaExpress), table: mount(withTable) };
}

describe('RouteTable answers as Express’s router would', () => {
  const { express: viaExpress, table } = apps();
  const cases: [string, string][] = [
    ['GET', '/api/x/me'],
    ['GET', '/api/x/ME/'],
    ['HEAD', '/api/x/me'],
    ['PATCH', '/api/x/me'],
    ['DELETE', '/api/x/me'],
    ['GET', '/api/x/cards'],
    ['GET', '/api/x/media/a/b/c.webp'],
    ['GET', '/api/x/media/a/b'],
    ['POST', '/api/x/me/notices/n%201/dismiss'],
    ['GET', '/api/x/0191a6f0-0000-7000-8000-00000000000a'],
    ['GET', '/api/x/Some%20One/'],
    ['GET', '/api/x/'],
    ['GET', '/api/x'],
    ['GET', '/api/x/a/b'],
    ['GET', '/api/x/me?lang=ar'],
    ['OPTIONS', '/api/x/me'],
    ['OPTIONS', '/api/x/nothing/here'],
    // A method no route of the path takes: Express answers 404 (no 405), and so does the table.
    ['PUT', '/api/x/cards'],
    ['DELETE', '/api/x/0191a6f0-0000-7000-8000-00000000000a'],
    ['HEAD', '/api/x/0191a6f0-0000-7000-8000-00000000000a/'],
    ['GET', '/api/x/media/a%2Fb/%D9%85%D9%88%D8%AF%D8%A9/c%20d.webp'],
    ['GET', '/api/x/me//'],
    ['GET', '/api/x/Some%20One//'],
    ['GET', '/api/x/cards/?x=1&x=2'],
  ];
  it.each(cases)('%s %s', async (method, path) => {
    const call = async (app: express.Express) => {
      const verb = method.toLowerCase() as 'get';
      const r = await request(app)[verb](path);
      return { status: r.status, body: r.body as unknown, allow: r.headers.allow };
    };
    expect(await call(table)).toEqual(await call(viaExpress));
  });

  it('answers a parameter with a malformed escape as a path that names nothing (404, Express: 400)', async () => {
    const res = await request(table).post('/api/x/me/notices/%E0%A4%A/dismiss');
    expect(res.status).toBe(404);
  });

  it('refuses a fixed path declared twice for one method', () => {
    const t = new RouteTable();
    t.add('get', '/me', []);
    expect(() => t.add('GET', '/me/', [])).toThrow(/declared twice/);
  });
});
