import http, { IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { negotiateLocale, LOCALES, type Locale } from '@mawadda/contracts';
import type { Logger } from '../logging/logger.js';
import { ProblemError, problems } from './problem-error.js';
import { edgeHandler, headersOf, logRequest, requestIdOf } from './edge.js';
import { headerMemo } from './header-memo.js';
import { probes, type MetricsAccess } from './probes.js';
import type { PublicCache } from './public-cache.js';
import { renderProblem } from './render-problem.js';
import { trustProxyOf } from './trusted-proxies.js';
import { stock } from '../stock-framework.js';

export interface AppOptions {
  logger: Logger;
  /** Readiness probes: each resolves when its engine answers. */
  readiness?: Record<string, () => Promise<unknown>>;
  bodyLimit?: string;
  /**
   * The proxies whose `X-Forwarded-For` `req.ip` believes (`TRUSTED_PROXIES`, trusted-proxies.ts);
   * none by default: the client is the socket's peer. `true` believes every sender, which lets any
   * client pick its address: only a test standing in for the edge may ask for it.
   */
  trustProxy?: readonly string[] | true;
  /** Mounted in order after the common middleware, before the 404 handler. */
  mount: (app: Express) => void;
  /** Mounted before body parsing: for handlers that need the raw stream (the proxy). */
  beforeBody?: (app: Express) => void;
  /** The public reads kept in memory by the services in this process, answered on the edge (`edge.ts`). */
  publicCaches?: readonly PublicCache[];
  /** Who may read `/metrics` (probes.ts); open by default, as on a developer's machine. */
  metrics?: MetricsAccess;
}

/** `/metrics` access from the platform's settings: the token, else open outside production only. */
export const metricsAccessOf = (config: { METRICS_TOKEN?: string; NODE_ENV: string }): MetricsAccess => ({
  token: config.METRICS_TOKEN,
  open: config.NODE_ENV !== 'production',
});

/** The member's language from `Accept-Language`, worked out once per header value. */
const localeFor = headerMemo(negotiateLocale);

const requestContext =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    const requestId = requestIdOf(req);
    const queryLang = typeof req.query.lang === 'string' ? req.query.lang : undefined;
    const locale: Locale = (LOCALES as readonly string[]).includes(queryLang ?? '')
      ? (queryLang as Locale)
      : localeFor(req.headers['accept-language'] ?? '');
    res.locals.requestId = requestId;
    res.locals.locale = locale;
    // The request's own logger is made when something logs through it (an error, a warning): a
    // child logger per request, most never used, was a measurable share of a small request's cost.
    let log: Logger | undefined;
    Object.defineProperty(res.locals, 'log', {
      get: () => (log ??= logger.child({ requestId })),
      enumerable: true,
    });
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () =>
      logRequest(logger, req.method, req.originalUrl, res.statusCode, started, requestId, res.locals.route),
    );
    next();
  };

/**
 * Compression for an answer a route under `/api/` streams itself (a download, the API docs), as
 * the client accepts, from 1 KB: brotli at quality 1, as `sendAnswer` compresses the routes' JSON.
 * Use it as the route's middleware, or call it with the request before the first write.
 */
export const compressStream: RequestHandler = compression({
  threshold: 1024,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
});

/**
 * Map the errors a client causes. Only body-parser's (they carry `type`) are the body's fault;
 * `res.sendFile`'s have a status and no type: a missing file is a plain 404, never "the body is not
 * valid", which would send whoever reads a broken image's answer to the wrong end.
 */
function clientErrorOf(err: unknown): ProblemError | undefined {
  if (err instanceof ProblemError) return err;
  const e = err as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed')
    return new ProblemError(400, 'malformed_json', 'error.malformedJson', { field: 'body' });
  if (e?.type === 'entity.too.large')
    return new ProblemError(413, 'payload_too_large', 'error.payloadTooLarge');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return new ProblemError(415, 'unsupported_media_type', 'error.unsupportedMediaType');
  if (typeof e?.status !== 'number' || e.status < 400 || e.status >= 500) return undefined;
  if (typeof e.type === 'string')
    return new ProblemError(e.status, 'bad_request', 'validation.invalid', { field: 'body' });
  if (e.status === 404) return problems.notFound();
  if (e.status === 403) return problems.forbidden();
  return new ProblemError(e.status, 'bad_request', 'validation.invalid');
}

const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err, req, res, _next) => {
    const log = (res.locals.log as Logger | undefined) ?? logger;
    // A file streamed to a client who left (a closed tab, a photo scrolled past): not our fault,
    // nothing to answer, and no error for whoever watches the logs.
    if ((err as { code?: string } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE' && res.destroyed) {
      log.info('the client left before the answer was sent');
      return;
    }
    const problem = clientErrorOf(err);
    if (problem) return renderProblem(req, res, problem);
    log.error({ err }, 'unhandled error');
    renderProblem(req, res, new ProblemError(500, 'internal', 'error.internal'));
  };

type RequestWithRawBody = IncomingMessage & { rawBody?: Buffer };

/** The bytes of a JSON request's body as they arrived (empty when it had none). */
export const rawBodyOf = (req: IncomingMessage): Buffer =>
  (req as RequestWithRawBody).rawBody ?? Buffer.alloc(0);

/**
 * The Express 5 app every process uses: security headers, request id and locale, JSON bodies
 * with a size limit, health probes, the service routes, then problem+json for everything else.
 */
export function createHttpApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  const trustProxy = options.trustProxy;
  app.set('trust proxy', trustProxy === true || (trustProxy?.length ? trustProxyOf(trustProxy) : false));
  // Node's own query parser (`a=1&a=2` is a list), not qs's nested `a[b]=` syntax no route reads:
  // qs showed in a member search's profile (bench/RESULTS.md, edge).
  app.set('query parser', 'simple');
  // The probes first, before every other middleware: an orchestrator asks every few seconds, a
  // load balancer more often, and neither needs a request id, a locale, a body parser or a log
  // line; the headers that make an answer inert are set once, here. A server from `app.listen`
  // answers them, and the public reads kept in memory, before Express (edge.ts); this is for a
  // server made around the app (tests).
  const probe = probes(options.readiness ?? {}, options.metrics);
  // Every answer of the API is data, never a page: nothing in it may load, run or be framed.
  // The gateway's HTML pages (site, docs) set their own policy over this one.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Helmet's answer is the same for every request: read once, then set in one pass, rather than
  // helmet's dozen middleware on every request.
  const securityHeaderList = Object.entries(headersOf(securityHeaders));
  const context = requestContext(options.logger);
  // The site's text compressed as the client accepts, on the thread pool; answers already
  // compressed, and images, pass untouched. Under `/api/` a route compresses its own answer
  // (`sendAnswer`, `compressStream`), as this middleware's hooks weighed on every member request.
  const compressPage = compression({ threshold: 1024 });
  const prelude: RequestHandler = (req, res, next) => {
    if (probe(req, res)) return;
    for (const [name, value] of securityHeaderList) res.setHeader(name, value);
    context(req, res, () => (req.url.startsWith('/api/') ? next() : compressPage(req, res, next)));
  };
  const json = express.json({
    limit: options.bodyLimit ?? '100kb',
    strict: true,
    // A signed webhook's signature is over the exact bytes sent, which parsing loses: keep them
    // (`rawBodyOf`). Bounded by the same limit.
    verify: (req, _res, buf) => void ((req as RequestWithRawBody).rawBody = buf),
  });
  // A GET or HEAD carries no body to parse (and `req.body` stays undefined, as the parser leaves it).
  const body: RequestHandler = (req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next);
  // Probes, headers, request context, compression and the body in one layer: each layer is a
  // router step that writes half a dozen request properties, which showed in a member search's
  // profile. A handler that needs the raw stream (the proxy) goes between prelude and body.
  if (options.beforeBody) {
    app.use(prelude);
    options.beforeBody(app);
    app.use(body);
  } else
    app.use((req, res, next) =>
      prelude(req, res, (err?: unknown) => (err ? next(err) : body(req, res, next))),
    );
  options.mount(app);
  app.use((_req, _res, next) => next(problems.notFound()));
  app.use(errorHandler(options.logger));
  const edge = edgeHandler(app, {
    probes: probe,
    caches: options.publicCaches ?? [],
    securityHeaders: Object.fromEntries(securityHeaderList),
    logger: options.logger,
  });
  // Express's `listen`, with the edge in front of the app.
  app.listen = ((...args: Parameters<Server['listen']>) =>
    (stock('express-server') ? http.createServer(edge) : expressServer(app, edge)).listen(
      ...args,
    )) as unknown as Express['listen'];
  return app;
}

/**
 * A server whose requests and responses have Express's prototypes from the start. Express swaps
 * them with `Object.setPrototypeOf`, which drops the objects off V8's fast paths for every later
 * use; with them in place the swap changes nothing (bench/RESULTS.md, departures).
 */
export function expressServer(app: Express, handler: http.RequestListener): Server {
  function Request(this: IncomingMessage, socket: Socket) {
    http.IncomingMessage.call(this, socket);
  }
  Request.prototype = app.request;
  function Response(this: http.ServerResponse, req: IncomingMessage, options?: unknown) {
    (http.ServerResponse as unknown as (req: IncomingMessage, options?: unknown) => void).call(
      this,
      req,
      options,
    );
  }
  Response.prototype = app.response;
  return http.createServer(
    {
      IncomingMessage: Request as unknown as typeof IncomingMessage,
      ServerResponse: Response as unknown as typeof http.ServerResponse,
    },
    handler,
  );
}
