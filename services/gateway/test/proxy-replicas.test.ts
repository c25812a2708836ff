import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadGatewayConfigs, SERVICE_NAMES } from '../src/config.js';
import { createProxyGateway } from '../src/proxy.js';
import { ReplicaPool } from '../src/replica-pool.js';
import { freePort } from './support/processes.js';
import { upstreamsAt } from './support/upstreams.js';

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

/** A replica that echoes what it was sent: which one it is, the method and the body. */
function echoReplica(name: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ replica: name, method: req.method, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Kills a replica as a crash would: its port closed, its open connections cut. */
const kill = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

function proxyInFrontOf(chatUrls: string[], others: string) {
  const configs = loadGatewayConfigs({
    GATEWAY_MODE: 'proxy',
    LOG_LEVEL: 'silent',
    ...upstreamsAt(others, ['chat']),
    CHAT_URL: chatUrls.join(','),
  });
  if (configs.mode !== 'proxy') throw new Error('expected proxy mode');
  return createProxyGateway(configs.platform, configs.gateway, silent).app;
}

describe('the edge in front of chat replicas, one of them gone', () => {
  it('sends every request to the live replica, the first one too', async () => {
    const live = await replica('live');
    try {
      // A port nobody listens on: the replica that died.
      const app = proxyInFrontOf([`http://127.0.0.1:${await freePort()}`, urlOf(live)], urlOf(live));
      for (let i = 0; i < 6; i++) {
        const next = await request(app).get('/api/chat/conversations');
        expect(next.status).toBe(200);
        expect(next.body).toEqual({ replica: 'live', path: '/api/chat/conversations' });
      }
    } finally {
      await kill(live);
    }
  });

  it('loses no request when a running replica is killed: its share goes to the other, bodies intact', async () => {
    const a = await echoReplica('a');
    const b = await echoReplica('b');
    try {
      const app = proxyInFrontOf([urlOf(a), urlOf(b)], urlOf(a));
      const before = await Promise.all(
        [1, 2, 3, 4].map(async () => (await request(app).get('/api/chat/conversations')).body.replica),
      );
      // Both were taking requests in turn.
      expect(new Set(before)).toEqual(new Set(['a', 'b']));

      await kill(b);
      const after = [];
      for (let i = 0; i < 12; i++) {
        const res =
          i % 2
            ? await request(app).get('/api/chat/conversations')
            : await request(app)
                .post('/api/chat/conversations/c1/messages')
                .send({ text: `hello ${i}` });
        after.push({ status: res.status, replica: res.body.replica });
        if (i % 2 === 0) expect(JSON.parse(res.body.body)).toEqual({ text: `hello ${i}` });
      }
      expect(after).toEqual(Array.from({ length: 12 }, () => ({ status: 200, replica: 'a' })));
    } finally {
      await kill(a);
      await kill(b).catch(() => undefined);
    }
  });

  it('answers a problem in the member language when no process of the service can be reached', async () => {
    const live = await replica('live');
    try {
      const dead = `http://127.0.0.1:${await freePort()}`;
      const app = proxyInFrontOf([dead], urlOf(live));
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
    } finally {
      await kill(live);
    }
  });

  it('says it in Arabic when the member reads Arabic', async () => {
    const configs = loadGatewayConfigs({
      GATEWAY_MODE: 'proxy',
      LOG_LEVEL: 'silent',
      ...upstreamsAt('http://127.0.0.1:1'),
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
    const configs = loadGatewayConfigs({
      GATEWAY_MODE: 'proxy',
      LOG_LEVEL: 'silent',
      ...upstreamsAt(urlOf(upstream)),
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
      for (const name of SERVICE_NAMES) {
        const res = await fetch(`${urlOf(server)}/api/${name}/x`);
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

describe("a member's socket while a chat replica is gone", () => {
  it('is upgraded by the live replica', async () => {
    // A replica that takes the upgrade and says which one it is.
    const live = http.createServer();
    live.on('upgrade', (_req, socket) => {
      socket.end('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\nlive');
    });
    await new Promise<void>((r) => live.listen(0, '127.0.0.1', r));
    const configs = loadGatewayConfigs({
      GATEWAY_MODE: 'proxy',
      LOG_LEVEL: 'silent',
      ...upstreamsAt(urlOf(live), ['chat']),
      CHAT_URL: `http://127.0.0.1:${await freePort()},${urlOf(live)}`,
    });
    if (configs.mode !== 'proxy') throw new Error('expected proxy mode');
    const gateway = createProxyGateway(configs.platform, configs.gateway, silent);
    const server = http.createServer(gateway.app);
    gateway.attachUpgrades(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      for (let i = 0; i < 2; i++) {
        const said = await new Promise<string>((resolve, reject) => {
          const req = http.request(`${urlOf(server)}/socket.io/?EIO=4&transport=websocket`, {
            headers: { Connection: 'Upgrade', Upgrade: 'websocket' },
          });
          req.on('upgrade', (_res, socket, head) => {
            const chunks: Buffer[] = [head];
            socket.on('data', (c: Buffer) => chunks.push(c));
            socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          });
          req.on('response', (res) => reject(new Error(`answered ${res.statusCode}`)));
          req.on('error', reject);
          req.end();
        });
        expect(said).toBe('live');
      }
    } finally {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await kill(live);
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

  it('connects a request for a refused process to the others in turn, resting ones last', () => {
    let now = 0;
    const pool = new ReplicaPool(['a', 'b', 'c', 'd'], 5_000, () => now);
    expect(pool.connectOrder('b')).toEqual(['b', 'c', 'd', 'a']);
    pool.markUnreachable('c');
    expect(pool.connectOrder('b')).toEqual(['b', 'd', 'a', 'c']);
    now = 5_000;
    expect(pool.connectOrder('d')).toEqual(['d', 'a', 'b', 'c']);
  });
});
