import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter } from '../src/http/api-router.js';
import { createHttpApp } from '../src/http/create-app.js';
import { edgeHandler } from '../src/http/edge.js';
import { PublicCache } from '../src/http/public-cache.js';

/** The app as a process serves it (`app.listen`: the edge in front), its log lines captured. */
async function served(metrics?: { token?: string; open: boolean }) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({ write: (chunk, _e, done) => void (lines.push(JSON.parse(String(chunk))), done()) }),
  );
  const cache = new PublicCache();
  let reachedApp = 0;
  const api = new ApiRouter({ tag: 'test' });
  api.get('/content', { summary: 'c', access: 'public', cache, response: z.looseObject({}) }, () => ({
    items: ['x'.repeat(2000)],
  }));
  const app = createHttpApp({
    logger,
    publicCaches: [cache],
    readiness: { database: async () => 1 },
    metrics,
    mount: (a) => {
      a.use((_req, _res, next) => void (reachedApp++, next()));
      a.use('/api/test', api.router);
    },
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { app, server, base, lines, cache, reachedApp: () => reachedApp, close: () => server.close() };
}

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('the edge in front of the app', () => {
  it('answers a kept public read without the app, with the same headers and log line', async () => {
    const s = await served();
    close = s.close;
    const first = await fetch(`${s.base}/api/test/content`);
    expect(first.status).toBe(200);
    expect(s.reachedApp()).toBe(1);
    const second = await fetch(`${s.base}/api/test/content`, {
      headers: { 'x-request-id': 'edge-test-request-1', 'accept-encoding': 'br' },
    });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(s.reachedApp()).toBe(1); // the edge answered
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'strict-transport-security',
    ])
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('x-request-id')).toBe('edge-test-request-1');
    expect(s.lines.filter((l) => l.msg === 'request')).toHaveLength(2);
    expect(s.lines.at(-1)).toMatchObject({
      requestId: 'edge-test-request-1',
      url: '/api/test/content',
      status: 200,
    });
  });

  it('sends anything it does not keep to the app, headers untouched', async () => {
    const s = await served();
    close = s.close;
    const res = await fetch(`${s.base}/api/test/content`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(s.reachedApp()).toBe(1);
    expect(((await res.json()) as { code: string }).code).toBe('not_found');
    s.cache.clear();
    expect((await fetch(`${s.base}/api/test/content`)).status).toBe(200);
    expect(s.reachedApp()).toBe(2);
  });

  it('leaves a request it does not keep to the app untouched: no header set, none removed', () => {
    const ops: string[] = [];
    const res = {
      setHeader: (name: string) => ops.push(`set ${name}`),
      removeHeader: (name: string) => ops.push(`remove ${name}`),
    };
    let opsWhenAppCalled: string[] | undefined;
    const edge = edgeHandler(((_req: unknown, _res: unknown) => (opsWhenAppCalled = [...ops])) as never, {
      probes: () => false,
      caches: [new PublicCache()],
      securityHeaders: { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' },
      logger: pino({ level: 'silent' }),
    });
    edge({ method: 'GET', url: '/api/profile/me', headers: {} } as never, res as never);
    // A member's request is most of the traffic: the app sets its own headers and id.
    expect(opsWhenAppCalled).toEqual([]);
  });

  it('answers the probes before the app', async () => {
    const s = await served();
    close = s.close;
    expect(await (await fetch(`${s.base}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${s.base}/readyz`)).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok' },
    });
    expect(s.reachedApp()).toBe(0);
    expect(s.lines.filter((l) => l.msg === 'request')).toHaveLength(0);
  });

  it('counts requests by route pattern, never by URL, in /metrics', async () => {
    const s = await served();
    close = s.close;
    await fetch(`${s.base}/api/test/content`);
    await fetch(`${s.base}/api/test/content`);
    await fetch(`${s.base}/no/such/thing`);
    const text = await (await fetch(`${s.base}/metrics`)).text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/test\/content",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="edge",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} [1-9]/,
    );
    expect(text).not.toContain('/no/such/thing');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('keeps /metrics to the scraper holding the token, and off in production without one', async () => {
    const withToken = await served({ token: 'scraper-token-0123456789', open: false });
    close = withToken.close;
    expect((await fetch(`${withToken.base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${withToken.base}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${withToken.base}/metrics`, {
      headers: { authorization: 'Bearer scraper-token-0123456789' },
    });
    expect(right.status).toBe(200);
    expect(right.headers.get('content-type')).toContain('text/plain');
    withToken.close();
    const production = await served({ open: false });
    close = production.close;
    expect((await fetch(`${production.base}/metrics`)).status).toBe(404);
  });

  it("makes requests and responses with Express's prototypes, so Express never has to change them", async () => {
    // Express gives each request its prototypes with Object.setPrototypeOf, which costs V8's fast
    // paths on every later use of the objects; born with them, the call changes nothing.
    const s = await served();
    close = s.close;
    const born: boolean[] = [];
    s.server.prependListener('request', (req, res) =>
      born.push(
        Object.getPrototypeOf(req) === s.app.request && Object.getPrototypeOf(res) === s.app.response,
      ),
    );
    const res = await fetch(`${s.base}/api/test/content`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: string[] }).items).toHaveLength(1);
    expect(born).toEqual([true]);
  });
});
