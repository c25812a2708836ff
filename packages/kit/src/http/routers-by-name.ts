import type { RequestHandler } from 'express';

/**
 * Routers mounted side by side under one path, each at its own first segment (the gateway's
 * `/api/<service>/…`), found by one lookup. Mounted one by one, every request walked Express's
 * layer for each service before its own (matching, prefix trimming, its closures), and the walk
 * was the largest single cost of a member's search request (issue 18, `bench/edge.ts`).
 *
 * The segment is matched as Express matches a mount path: case-insensitively, ending at `/`, `?` or
 * the end. The chosen router sees what a mounted one would: `req.baseUrl` extended by the segment
 * as written, `req.url` the rest from its `/`; both are put back before a request it does not
 * answer goes on to the next layer (the 404 handler, the site).
 */
export function routersByName(routers: ReadonlyMap<string, RequestHandler>): RequestHandler {
  return (req, res, next) => {
    const url = req.url;
    if (url[0] !== '/') return next();
    let end = 1;
    while (end < url.length && url[end] !== '/' && url[end] !== '?') end++;
    const router = routers.get(url.slice(1, end).toLowerCase());
    if (!router) return next();
    const baseUrl = req.baseUrl;
    const rest = url.slice(end);
    req.baseUrl = baseUrl + url.slice(0, end);
    req.url = rest[0] === '/' ? rest : `/${rest}`;
    router(req, res, (err?: unknown) => {
      req.baseUrl = baseUrl;
      req.url = url;
      next(err);
    });
  };
}
