import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';
import { problems } from './problem-error.js';

interface Entry {
  /** Upper case; a GET also answers HEAD, as in Express. */
  method: string;
  handlers: readonly RequestHandler[];
  /** Registration order: among the routes that match, the first registered answers. */
  order: number;
  /** Undefined for a path without parameters (found by its text instead). */
  match?: MatchFunction<Record<string, string>>;
}

const FIXED = /^[^:*{}()?+]*$/;
/** One trailing slash, as Express allows: `/me//` names no route. */
const TRAILING_SLASH = /\/$/;

/**
 * A parameter as Express decodes it. A malformed escape names nothing: 404, as a parameter
 * with control characters (api-router's `parsePart`), where Express said 400 with no field.
 */
function decodeParam(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    throw problems.notFound();
  }
}

/** The text a path without parameters is found by: case and a trailing slash do not count (Express's defaults). */
const fixedKey = (method: string, path: string) =>
  `${method} ${(path.replace(TRAILING_SLASH, '') || '/').toLowerCase()}`;

/**
 * A service's routes found in one step instead of Express's layer walk, which grew with every route
 * (bench/RESULTS.md, departures). The answer is Express's own: the same `path-to-regexp` matching, HEAD
 * by GET, OPTIONS with `Allow`, the first route added winning.
 */
export class RouteTable {
  private readonly fixed = new Map<string, Entry>();
  private readonly patterns: Entry[] = [];
  private added = 0;

  add(method: string, path: string, handlers: readonly RequestHandler[]): void {
    const m = method.toUpperCase();
    const order = this.added++;
    if (!FIXED.test(path))
      return void this.patterns.push({ method: m, handlers, order, match: matcherOf(path) });
    const key = fixedKey(m, path);
    // A route's handlers answer or fail; none passes on to a later route, so a second would never answer.
    if (this.fixed.has(key)) throw new Error(`${m} ${path} is declared twice`);
    this.fixed.set(key, { method: m, handlers, order });
  }

  /** The Express middleware that answers by this table, or passes on when no route matches. */
  readonly handle: RequestHandler = (req, res, next) => {
    let found: { entry: Entry; params: Record<string, string> } | undefined;
    try {
      found = this.find(req.method, req.path);
    } catch (err) {
      return next(err);
    }
    if (found) return run(found.entry.handlers, found.params, req, res, next);
    if (req.method === 'OPTIONS') return this.options(req, res, next);
    next();
  };

  private find(method: string, path: string) {
    const methods = method === 'HEAD' ? ['HEAD', 'GET'] : [method];
    let best: { entry: Entry; params: Record<string, string> } | undefined;
    for (const m of methods) {
      const entry = this.fixed.get(fixedKey(m, path));
      if (entry && (!best || entry.order < best.entry.order)) best = { entry, params: {} };
    }
    for (const entry of this.patterns) {
      // Patterns are in order: past the fixed route found, none can come before it.
      if (best && entry.order > best.entry.order) break;
      if (!methods.includes(entry.method)) continue;
      const hit = entry.match!(path);
      if (hit) return { entry, params: hit.params };
    }
    return best;
  }

  /** Express's answer to OPTIONS on a path some route takes: the methods, in `Allow`. */
  private options(req: Request, res: Response, next: NextFunction): void {
    const allowed = new Set<string>();
    for (const [key, entry] of this.fixed)
      if (key === fixedKey(entry.method, req.path)) allowed.add(entry.method);
    for (const entry of this.patterns) if (entry.match!(req.path)) allowed.add(entry.method);
    if (allowed.size === 0) return next();
    if (allowed.has('GET')) allowed.add('HEAD');
    const allow = [...allowed].sort().join(', ');
    res.setHeader('Allow', allow);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(allow);
  }
}

function matcherOf(path: string) {
  return match<Record<string, string>>(path === '/' ? path : path.replace(TRAILING_SLASH, ''), {
    sensitive: false,
    end: true,
    trailing: true,
    decode: decodeParam,
  });
}

/** A route's handlers in turn, each passing on with `next()`; errors and rejections go to Express. */
function run(
  handlers: readonly RequestHandler[],
  params: Record<string, string>,
  req: Request,
  res: Response,
  next: NextFunction,
): void {
  req.params = params;
  const step = (i: number) => (err?: unknown) => {
    if (err !== undefined && err !== 'route') return next(err);
    const handler = handlers[i];
    if (!handler || err === 'route') return next();
    try {
      const result: unknown = handler(req, res, step(i + 1));
      if (result instanceof Promise) result.catch((e: unknown) => next(e ?? new Error('Rejected promise')));
    } catch (e) {
      next(e);
    }
  };
  step(0)();
}
