import express, { type RequestHandler } from 'express';
import { stock } from '../stock-framework.js';

/**
 * Routers mounted side by side (`/api/<service>/…`), found by one lookup instead of walking every
 * service's layer (bench/RESULTS.md, edge). Matched as Express matches a mount path, `req.baseUrl`
 * and `req.url` set as a mount would, and put back if the request moves on.
 */
export function routersByName(routers: ReadonlyMap<string, RequestHandler>): RequestHandler {
  if (stock('routers-by-name')) {
    const mounted = express.Router();
    for (const [name, router] of routers) mounted.use(`/${name}`, router);
    return mounted;
  }
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
