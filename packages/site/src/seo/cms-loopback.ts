import type { Request } from 'express';
import type { CmsRead } from './sitemap.js';

/**
 * Reads the public CMS API through this very server, on the address and port the request came
 * in on: the same answer a visitor gets (the cms's in-memory public cache, with its ETag), in
 * both modes: mounted in this process (embedded) or forwarded to the cms (proxy).
 */
export function cmsThroughThisServer(req: Request, timeoutMs = 5_000): CmsRead {
  const socket = req.socket;
  const raw = socket.localAddress ?? '127.0.0.1';
  const address = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  const host = address.includes(':') ? `[${address}]` : address;
  const base = `http://${host}:${socket.localPort}/api/cms`;
  return async (path) => {
    const res = await fetch(`${base}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`cms ${path.split('?')[0]} answered ${res.status}`);
    return res.json();
  };
}
