import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadGatewayConfigs } from '../src/config.js';
import { createProxyGateway } from '../src/proxy.js';
import { ReplicaPool } from '../src/replica-pool.js';
import { freePort } from './support/processes.js';

const silent = pino({ level: 'silent' });

/** A chat replica that says which one it is. */
function replica(name: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ replica: name, path: req.url }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const urlOf = (s: http.Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

describe('the edge in front of chat replicas, one of them gone', () => {
  let live: http.Server;
  let app: ReturnType<typeof createProxyGateway>['app'];

  beforeAll(async () => {
    live = await replica('live');
    // A port nobody listens on: the replica that died.
    const dead = `http://127.0.0.1:${await freePort()}`;
    const others = Object.fromEntries(
      ['AUTH', 'CMS', 'PROFILE', 'SOCIAL', 'SEARCH', 'BILLING', 'NOTIFY'].map((s) => [
        `${s}_URL`,
        urlOf(live),
      ]),
    );
    const configs = loadGatewayConfigs({
      GATEWAY_MODE: 'proxy',
      LOG_LEVEL: 'silent',
      ...others,
      CHAT_URL: `${dead},${urlOf(live)}`,
    });
    if (configs.mode !== 'proxy') throw new Error('expected proxy mode');
    app = createProxyGateway(configs.platform, configs.gateway, silent).app;
  });
  afterAll(() => new Promise<void>((r) => live.close(() => r())));

  it('answers a problem in the member language for the request that met the dead one, then sends everything to the live one', async () => {
    const first = await request(app).get('/api/chat/conversations').set('accept-language', 'en');
    expect(first.status).toBe(503);
    expect(first.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.body).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      messageKey: 'error.unavailable',
      detail: 'The service is busy. Please try again shortly.',
    });
    expect(first.text).not.toMatch(/Error occurred while trying to proxy/);

    for (let i = 0; i < 6; i++) {
      const next = await request(app).get('/api/chat/conversations');
      expect(next.status).toBe(200);
      expect(next.body).toEqual({ replica: 'live', path: '/api/chat/conversations' });
    }
  });

  it('says it in Arabic when the member reads Arabic', async () => {
    const configs = loadGatewayConfigs({
      GATEWAY_MODE: 'proxy',
      LOG_LEVEL: 'silent',
      ...Object.fromEntries(
        ['AUTH', 'CMS', 'PROFILE', 'SOCIAL', 'SEARCH', 'BILLING', 'CHAT', 'NOTIFY'].map((s) => [
          `${s}_URL`,
          `http://127.0.0.1:${1}`,
        ]),
      ),
    });
    if (configs.mode !== 'proxy') throw new Error('expected proxy mode');
    const down = createProxyGateway(configs.platform, configs.gateway, silent).app;
    const res = await request(down).post('/api/billing/trial').set('accept-language', 'ar').send({});
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe('الخدمة مشغولة حاليًا. يرجى المحاولة بعد قليل.');
  });
});

describe('the edge as a server, upgrades attached', () => {
  it('proxies every service without warning of a listener leak', async () => {
    const upstream = await replica('any');
    const names = ['AUTH', 'CMS', 'PROFILE', 'SOCIAL', 'SEARCH', 'BILLING', 'CHAT', 'NOTIFY'];
    const configs = loadGatewayConfigs({
      GATEWAY_MODE: 'proxy',
      LOG_LEVEL: 'silent',
      ...Object.fromEntries(names.map((s) => [`${s}_URL`, urlOf(upstream)])),
    });
    if (configs.mode !== 'proxy') throw new Error('expected proxy mode');
    const gateway = createProxyGateway(configs.platform, configs.gateway, silent);
    const server = http.createServer(gateway.app);
    gateway.attachUpgrades(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    try {
      // A request per service: each proxy then also listens for upgrades by itself.
      for (const name of names) {
        const res = await fetch(`${urlOf(server)}/api/${name.toLowerCase()}/x`);
        expect(res.status).toBe(200);
      }
      await new Promise((r) => setImmediate(r));
      expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
      await new Promise<void>((r) => server.close(() => r()));
      await new Promise<void>((r) => upstream.close(() => r()));
    }
  });
});

describe('ReplicaPool', () => {
  it('takes the processes in turn, passes over an unreachable one for a while, then tries it again', () => {
    let now = 0;
    const pool = new ReplicaPool(['a', 'b', 'c'], 5_000, () => now);
    expect([pool.pick(), pool.pick(), pool.pick(), pool.pick()]).toEqual(['a', 'b', 'c', 'a']);
    pool.markUnreachable('b');
    expect([pool.pick(), pool.pick(), pool.pick()]).toEqual(['c', 'a', 'c']);
    now = 5_000;
    expect([pool.pick(), pool.pick(), pool.pick()]).toEqual(['a', 'b', 'c']);
  });

  it('still picks when every process is resting: one may be back', () => {
    const pool = new ReplicaPool(['a', 'b'], 5_000, () => 0);
    pool.markUnreachable('a');
    pool.markUnreachable('b');
    expect(['a', 'b']).toContain(pool.pick());
  });
});
