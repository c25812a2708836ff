import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { requestLineLogger, type Logger } from '../logging/logger.js';
import { httpDuration } from '../metrics/registry.js';
import type { ProbeHandler } from './probes.js';
import type { PublicCache } from './public-cache.js';

/**
 * The most frequent, most alike requests (probes, `PublicCache` reads) answered before Express,
 * whose per-request work was most of their cost (bench/RESULTS.md, edge). What the middleware would
 * add is added here too (security headers, request id, log line); anything else goes to the app.
 */
export function edgeHandler(
  app: Express,
  o: {
    probes: ProbeHandler;
    caches: readonly PublicCache[];
    securityHeaders: Record<string, string>;
    logger: Logger;
  },
) {
  const headers = Object.entries(o.securityHeaders);
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (o.probes(req, res)) return;
    if (o.caches.length > 0 && (req.method === 'GET' || req.method === 'HEAD')) {
      const started = process.hrtime.bigint();
      let requestId = '';
      // The headers and the id only for an answer sent from here: a request the app answers (every
      // member's) gets its own there, and setting and then removing these ~15 headers was wasted.
      const prepare = () => {
        requestId = requestIdOf(req);
        for (const [name, value] of headers) res.setHeader(name, value);
        res.setHeader('x-request-id', requestId);
      };
      if (o.caches.some((cache) => cache.serveKept(req, res, prepare))) {
        logRequest(o.logger, req.method, req.url, res.statusCode, started, requestId, 'edge');
        return;
      }
    }
    app(req, res);
  };
}

/**
 * A request's log line, the same on the edge and in the app (create-app.ts), without the query
 * string; and its place in the request histogram, by `route` pattern (`unmatched` when none).
 */
export function logRequest(
  logger: Logger,
  method: string | undefined,
  url: string | undefined,
  status: number,
  started: bigint,
  requestId: string,
  route: string | undefined,
): void {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  histogramOf(method ?? '', route ?? 'unmatched', status).observe(ms / 1000);
  const level = status >= 500 ? 'error' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  requestLineLogger(logger)[level](
    { requestId, method, url: (url ?? '').split('?')[0], status, ms: Math.round(ms) },
    'request',
  );
}

/**
 * The request histogram's series by method, route and status, each found once, since prom-client
 * hashes the labels on every `observe` otherwise. Routes are patterns and statuses few, so the map
 * stays small.
 */
const series = new Map<string, Observer>();
type Observer = { observe(value: number): void };
function histogramOf(method: string, route: string, status: number): Observer {
  const key = `${method} ${status} ${route}`;
  let found = series.get(key);
  if (!found) series.set(key, (found = httpDuration.labels(method, route, String(status))));
  return found;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,80}$/;

/** The caller's request id when it is a sane one (the gateway passes its own on), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The headers a middleware sets on every answer, read once by running it on a stand-in response:
 * helmet's do not depend on the request.
 */
export function headersOf(middleware: RequestHandler): Record<string, string> {
  const set: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => void delete set[name.toLowerCase()],
    getHeader: (name: string) => set[name.toLowerCase()],
  };
  let called = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => (called = true));
  if (!called) throw new Error('the middleware whose headers are read did not pass the request on');
  return set;
}
