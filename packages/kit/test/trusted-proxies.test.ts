import type { IncomingMessage } from 'node:http';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/load-config.js';
import { loadPlatformConfig } from '../src/config/platform-config.js';
import { createHttpApp } from '../src/http/create-app.js';
import { clientAddressOf, isTrustedProxyEntry, trustProxyOf } from '../src/http/trusted-proxies.js';

const from = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

const refused = (env: Record<string, string>) => {
  try {
    loadPlatformConfig(env);
  } catch (e) {
    return (e as ConfigError).variables.map((v) => v.name);
  }
  return [];
};

describe('trusted proxies', () => {
  it('reads addresses, CIDR ranges and the loopback/linklocal/uniquelocal names', () => {
    for (const good of ['10.0.0.5', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback', 'linklocal', 'uniquelocal'])
      expect(isTrustedProxyEntry(good), good).toBe(true);
    for (const bad of ['true', '*', 'gateway', '10.0.0.0/33', '::/129', '10.0.0.1/8/8', '300.1.1.1'])
      expect(isTrustedProxyEntry(bad), bad).toBe(false);
    const trust = trustProxyOf(['loopback', '10.1.0.0/16', '2001:db8::7']);
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:127.0.0.1', 0)).toBe(true);
    expect(trust('10.1.200.3', 0)).toBe(true);
    expect(trust('2001:db8::7', 0)).toBe(true);
    expect(trust('10.2.0.1', 0)).toBe(false);
    expect(trust('not an address', 0)).toBe(false);
  });

  it('takes the socket peer unless it is trusted, then each trusted hop in turn', () => {
    const edge = trustProxyOf(['10.0.0.0/8']);
    expect(clientAddressOf(from('198.51.100.7', '203.0.113.1'), edge)).toBe('198.51.100.7');
    expect(clientAddressOf(from('10.0.0.2', '203.0.113.1'), edge)).toBe('203.0.113.1');
    // A client of the trusted proxy prefixing a made-up address: the proxy appended the real one.
    expect(clientAddressOf(from('10.0.0.2', '192.0.2.66, 203.0.113.1'), edge)).toBe('203.0.113.1');
    // Two trusted hops, then the client.
    expect(clientAddressOf(from('10.0.0.2', '203.0.113.1, 10.0.0.9'), edge)).toBe('203.0.113.1');
    // Nothing forwarded, or nonsense forwarded: the last hop that is an address.
    expect(clientAddressOf(from('10.0.0.2'), edge)).toBe('10.0.0.2');
    expect(clientAddressOf(from('10.0.0.2', 'unknown'), edge)).toBe('10.0.0.2');
  });

  it('gives req.ip the same answer: no proxy trusted by default, whatever the client sends', async () => {
    const app = (trustProxy?: readonly string[]) =>
      createHttpApp({
        logger: pino({ level: 'silent' }),
        trustProxy,
        mount: (a) => a.get('/ip', (req, res) => void res.json({ ip: req.ip })),
      });
    const ip = async (a: ReturnType<typeof app>) =>
      (await request(a).get('/ip').set('X-Forwarded-For', '203.0.113.9')).body.ip as string;
    expect(await ip(app())).toMatch(/127\.0\.0\.1|::1/);
    expect(await ip(app([]))).toMatch(/127\.0\.0\.1|::1/);
    expect(await ip(app(['loopback']))).toBe('203.0.113.9');
    expect(await ip(app(['10.0.0.0/8']))).toMatch(/127\.0\.0\.1|::1/);
  });

  it('are configured as a list; TRUST_PROXY, which trusted every sender, is refused', () => {
    expect(loadPlatformConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(loadPlatformConfig({ TRUSTED_PROXIES: ' loopback, 10.0.0.0/8 ' }).TRUSTED_PROXIES).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(refused({ TRUSTED_PROXIES: 'loopback, everyone' })).toEqual(['TRUSTED_PROXIES']);
    expect(refused({ TRUST_PROXY: 'true' })).toEqual(['TRUST_PROXY']);
    expect(refused({ TRUST_PROXY: 'false' })).toEqual([]);
  });
});

describe('the public origin', () => {
  it('is the listening address when unset', () => {
    expect(loadPlatformConfig({}).PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(loadPlatformConfig({ PORT: '3456' }).PUBLIC_ORIGIN).toBe('http://localhost:3456');
    expect(loadPlatformConfig({ PORT: '8080', HOST: '127.0.0.1' }).PUBLIC_ORIGIN).toBe(
      'http://127.0.0.1:8080',
    );
    expect(loadPlatformConfig({ PORT: '8080', HOST: '::1' }).PUBLIC_ORIGIN).toBe('http://[::1]:8080');
    expect(loadPlatformConfig({ PORT: '8080', HOST: '::' }).PUBLIC_ORIGIN).toBe('http://localhost:8080');
  });

  it('is taken as set, without a trailing slash', () => {
    expect(
      loadPlatformConfig({ PUBLIC_ORIGIN: 'https://mawadda.example/', PORT: '3456' }).PUBLIC_ORIGIN,
    ).toBe('https://mawadda.example');
    expect(refused({ PUBLIC_ORIGIN: 'ftp://mawadda.example' })).toEqual(['PUBLIC_ORIGIN']);
  });

  it('is required in production, named in the error', () => {
    expect(refused({ NODE_ENV: 'production' })).toEqual(['PUBLIC_ORIGIN']);
    expect(
      loadPlatformConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://mawadda.example' }).PUBLIC_ORIGIN,
    ).toBe('https://mawadda.example');
  });
});
