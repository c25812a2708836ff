import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressServer } from '../src/http/create-app.js';

/** An app whose routes answer with what Express's request and response helpers make of a request. */
function helpersApp() {
  const app = express();
  // Error pages without a stack, whose frames name the request's class.
  app.set('env', 'production');
  app.set('query parser', 'simple');
  app.get('/helpers/:id', (req, res) => {
    res.json({
      params: req.params,
      query: req.query,
      path: req.path,
      originalUrl: req.originalUrl,
      hostname: req.hostname,
      ip: req.ip,
      protocol: req.protocol,
      secure: req.secure,
      xhr: req.xhr,
      header: req.get('x-thing') ?? null,
      accepts: req.accepts(['json', 'html']),
      language: req.acceptsLanguages('ar', 'en'),
      fresh: req.fresh,
    });
  });
  app.post(
    '/echo',
    express.json(),
    (req, res) => void res.status(201).json({ body: req.body, is: req.is('json') }),
  );
  app.get('/text', (_req, res) => void res.type('text').set('x-mine', 'yes').send('السلام عليكم'));
  app.get('/redirect', (_req, res) => res.redirect(302, '/to?x=1'));
  app.get(
    '/cookie',
    (_req, res) => void res.cookie('a', 'b c', { httpOnly: true, path: '/x' }).sendStatus(204),
  );
  app.get('/attachment', (_req, res) => void res.attachment('report.txt').send('x'));
  app.get('/format', (_req, res) =>
    res.format({ json: () => res.json({ as: 'json' }), html: () => res.send('<p>html</p>') }),
  );
  app.get('/throws', () => {
    throw Object.assign(new Error('nope'), { status: 418 });
  });
  return app;
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Status, headers (less the clock's) and body: what a client can tell of an answer. */
async function answer(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(base + path, { redirect: 'manual', ...init });
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => !['date', 'keep-alive'].includes(name)),
  );
  return { status: res.status, headers, body: await res.text() };
}

describe('expressServer answers as a stock node:http server around the same app', () => {
  const app = helpersApp();
  const servers = [expressServer(app, app), http.createServer(app)] as const;
  let ours: string;
  let theirs: string;
  beforeAll(async () => {
    [ours, theirs] = await Promise.all([listen(servers[0]), listen(servers[1])]);
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  const cases: [string, string, RequestInit?][] = [
    [
      'params, query and headers',
      '/helpers/%D9%85%D9%88%D8%AF%D8%A9?a=1&a=2&b=',
      { headers: { 'x-thing': 'v', accept: 'text/html', 'accept-language': 'en;q=0.5, ar' } },
    ],
    [
      'an XHR asking for JSON',
      '/helpers/1/',
      { headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' } },
    ],
    [
      'a JSON body',
      '/echo',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":[1,"ب"]}' },
    ],
    [
      'malformed JSON',
      '/echo',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' },
    ],
    ['text with its type and a header', '/text'],
    ['HEAD of it', '/text', { method: 'HEAD' }],
    [
      'a conditional GET of it',
      '/text',
      { headers: { 'if-none-match': 'W/"18-1Wc4ZnNtHnTIEmWrRpjjhzDJ1Ro"' } },
    ],
    ['a redirect', '/redirect'],
    ['a cookie', '/cookie'],
    ['an attachment', '/attachment'],
    ['negotiation', '/format', { headers: { accept: 'text/html' } }],
    ['not acceptable', '/format', { headers: { accept: 'image/png' } }],
    ['an error with a status', '/throws'],
    ['no route', '/nothing'],
    ['a method no route takes', '/text', { method: 'DELETE' }],
  ];
  it.each(cases)('%s', async (_name, path, init) => {
    expect(await answer(ours, path, init)).toEqual(await answer(theirs, path, init));
  });

  it('gives the handlers Express’s request and response objects from the start', async () => {
    const seen: boolean[] = [];
    const probe = express();
    probe.get('/', (req, res) => {
      seen.push(Object.getPrototypeOf(req) === probe.request, Object.getPrototypeOf(res) === probe.response);
      res.end();
    });
    const server = expressServer(probe, probe);
    try {
      await fetch(await listen(server));
    } finally {
      server.close();
    }
    expect(seen).toEqual([true, true]);
  });
});
