import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { authEnvSchema, createAuthService, loadAuthKeys, type SigningKeys } from '@mawadda/auth';
import { createTokenVerifier, startStandalone, type StandaloneService } from '@mawadda/kit';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfigs } from '../src/config.js';
import { createProxyGateway } from '../src/proxy.js';
import { startEmbeddedApp, type EmbeddedApp } from './support/embedded-app.js';
import { upstreamsAt } from './support/upstreams.js';

/**
 * Who the client is, as the per-address limits see it. A client's own `X-Forwarded-For` is a
 * claim anybody can make, so the edge says who connected; only a proxy it is told to trust may say
 * more, and the services behind it believe only the edge.
 */
const LOGIN_LIMIT = 30;
const silent = pino({ level: 'silent' });

let auth: StandaloneService;
let authUrl: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-forwarded-'));

beforeAll(async () => {
  // Auth as distributed mode runs it (its main.ts), in this process, on a port of its own.
  let keys: SigningKeys | undefined;
  auth = await startStandalone(
    'auth',
    {
      config: authEnvSchema,
      verifier: async (config, own, revocations) =>
        createTokenVerifier({ jwks: (keys = await loadAuthKeys({ config }, own)).jwks }, { revocations }),
      create: (deps, own) => createAuthService(deps, keys!, own),
    },
    {
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: path.join(dataDir, 'auth'),
      RATE_LIMIT_LOGIN_PER_10_MIN: String(LOGIN_LIMIT),
      // Behind the edge, as the distributed stack runs it: believing only the gateway (here on
      // this machine).
      TRUSTED_PROXIES: 'loopback',
    },
  );
  authUrl = `http://127.0.0.1:${(auth.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await auth?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function edge(env: Record<string, string> = {}) {
  const configs = loadGatewayConfigs({
    GATEWAY_MODE: 'proxy',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(dataDir, 'gateway'),
    ...upstreamsAt(authUrl),
    ...env,
  });
  if (configs.mode !== 'proxy') throw new Error('expected proxy mode');
  return createProxyGateway(configs.platform, configs.gateway, silent).app;
}

let attempt = 0;
/** A failed sign-in of an account nobody has, so only the per-address limit can stop it. */
const signIn = (app: Parameters<typeof request>[0], forwardedFor?: string) => {
  const req = request(app)
    .post('/api/auth/login')
    .send({ email: `nobody${++attempt}@example.ae`, password: 'Wrong-password-1' });
  return forwardedFor ? req.set('X-Forwarded-For', forwardedFor) : req;
};

describe('the client address through the edge (distributed mode)', () => {
  it('limits a client that makes up a new X-Forwarded-For for every sign-in', async () => {
    const app = edge();
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMIT + 1; i++)
      statuses.push((await signIn(app, `198.51.100.${i}, 203.0.113.${i}`)).status);
    expect(statuses.slice(0, LOGIN_LIMIT)).toEqual(Array(LOGIN_LIMIT).fill(401));
    expect(statuses[LOGIN_LIMIT]).toBe(429);
  });

  it("takes a trusted proxy's forwarded address: each client behind it has its own budget", async () => {
    // The load balancer in front of the edge is this machine (supertest connects from loopback).
    const app = edge({ TRUSTED_PROXIES: '127.0.0.1, ::1' });
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await signIn(app, '192.0.2.10')).status).toBe(401);
    expect((await signIn(app, '192.0.2.10')).status).toBe(429);
    // Another client of the same proxy is not held to the first one's budget, and a client of
    // the proxy cannot pass for another by prefixing a made-up address to the chain.
    expect((await signIn(app, '192.0.2.11')).status).toBe(401);
    expect((await signIn(app, '192.0.2.11, 192.0.2.10')).status).toBe(429);
  });
});

describe('the client address in embedded mode', () => {
  let site: EmbeddedApp;
  beforeAll(async () => {
    site = await startEmbeddedApp('forwarded-address', { RATE_LIMIT_LOGIN_PER_10_MIN: String(LOGIN_LIMIT) });
  }, 60_000);
  afterAll(() => site?.close());

  it('limits a client whatever X-Forwarded-For it sends', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= LOGIN_LIMIT + 1; i++)
      statuses.push((await signIn(site.app, `198.51.100.${i}`)).status);
    expect(statuses.slice(0, LOGIN_LIMIT)).toEqual(Array(LOGIN_LIMIT).fill(401));
    expect(statuses[LOGIN_LIMIT]).toBe(429);
  });
});
