import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeServer } from '../src/service/close-server.js';

describe('closeServer (graceful shutdown)', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    let release: () => void = () => undefined;
    let reached: () => void = () => undefined;
    const arrived = new Promise<void>((r) => (reached = r));
    const server = http.createServer((_req, res) => {
      release = () => res.end('done');
      reached();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const inFlight = fetch(url).then((r) => r.text());
    await arrived; // the request has reached the handler
    const closing = closeServer(server, 30_000);
    await expect(fetch(url)).rejects.toThrow(); // no longer accepting
    release();
    expect(await inFlight).toBe('done');
    await closing;
    expect(server.listening).toBe(false);
  });

  it('cuts what is still open after the grace period', async () => {
    const server = http.createServer(); // never answers
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const arrived = once(server, 'request');
    const hanging = fetch(url).catch((err: unknown) => err);
    await arrived;
    await closeServer(server, 200);
    expect(await hanging).toBeInstanceOf(Error);
  });
});
