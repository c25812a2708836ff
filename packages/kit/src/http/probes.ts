import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { metrics, scrape } from '../metrics/registry.js';

/** What makes a probe's JSON inert in a browser, as helmet's defaults do for every other answer. */
const PROBE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

const HEALTHY = Buffer.from(JSON.stringify({ status: 'ok' }));

function answer(res: ServerResponse, status: number, body: Buffer): void {
  res.writeHead(status, { ...PROBE_HEADERS, 'content-length': body.length });
  res.end(body);
}

/**
 * How long `/readyz` waits for one engine. A down engine often hangs rather than refuses, and a
 * probe that hangs with it tells the orchestrator nothing: past this the engine counts as down and
 * the answer still comes in time.
 */
export const READINESS_TIMEOUT_MS = 400;

const within = (probe: Promise<unknown>, ms: number) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    probe.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** Answers a request for a probe; false for any other request. */
export type ProbeHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * `GET /healthz` (the process answers) and `GET /readyz` (each engine it needs answers: 200, or
 * 503 naming the one that does not), ahead of everything else (`edge.ts`, and the app's first
 * middleware for a server made without it).
 */
export function probes(
  readiness: Record<string, () => Promise<unknown>>,
  access: MetricsAccess = { open: true },
): ProbeHandler {
  const checks = Object.entries(readiness);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.url === '/healthz') {
      answer(res, 200, HEALTHY);
      return true;
    }
    if (req.url === '/metrics') {
      serveMetrics(req, res, access);
      return true;
    }
    if (req.url !== '/readyz') return false;
    void Promise.all(
      checks.map(async ([name, probe]) => {
        try {
          await within(probe(), READINESS_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    ).then((results) => {
      const ready = results.every(([, s]) => s === 'ok');
      const body = { status: ready ? 'ready' : 'not-ready', checks: Object.fromEntries(results) };
      answer(res, ready ? 200 : 503, Buffer.from(JSON.stringify(body)));
    });
    return true;
  };
}

/**
 * Who may read `/metrics`: a scraper with the bearer token when one is set (METRICS_TOKEN), or
 * anyone when `open` (outside production, no token); else it is not there (404). The figures
 * name no member, but they tell an outsider how busy the site is and which routes exist.
 */
export interface MetricsAccess {
  token?: string;
  open: boolean;
}

function serveMetrics(req: IncomingMessage, res: ServerResponse, access: MetricsAccess): void {
  if (!access.token && !access.open) return answer(res, 404, Buffer.from('{"status":404}'));
  if (access.token && !bearerIs(req.headers.authorization, access.token)) {
    res.setHeader('www-authenticate', 'Bearer');
    return answer(res, 401, Buffer.from('{"status":401}'));
  }
  scrape().then(
    (text) => {
      const body = Buffer.from(text);
      res.writeHead(200, {
        'content-type': metrics.contentType,
        'content-length': body.length,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(body);
    },
    () => answer(res, 500, Buffer.from('{"status":500}')),
  );
}

function bearerIs(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
