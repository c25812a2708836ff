import path from 'node:path';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { SOCKET_PATH } from '@mawadda/contracts';
import { createHttpApp, metricsAccessOf, type Logger, type PlatformConfig } from '@mawadda/kit';
import { mountSite } from '@mawadda/site';
import { mountApiDocs } from './api-docs.js';
import { SERVICE_NAMES, type GatewayConfig, type ServiceName } from './config.js';
import { mountDevInbox, type DevInboxPageConfig } from './dev-inbox/mount-dev-inbox.js';
import { FailoverAgent } from './failover-agent.js';
import { forwardedForRewriter } from './forwarded-for.js';
import { ReplicaPool } from './replica-pool.js';
import { upstreamFailureHandler } from './upstream-failure.js';

/** Each service's processes: one URL, or chat's replicas. */
type Upstreams = Partial<Record<ServiceName, string[]>>;

const one = (url: string | undefined) => (url ? [url] : undefined);

export const upstreamsOf = (g: GatewayConfig): Upstreams => ({
  auth: one(g.AUTH_URL),
  cms: one(g.CMS_URL),
  profile: one(g.PROFILE_URL),
  social: one(g.SOCIAL_URL),
  search: one(g.SEARCH_URL),
  billing: one(g.BILLING_URL),
  chat: g.CHAT_URL,
  notify: one(g.NOTIFY_URL),
  match: one(g.MATCH_URL),
});

/** Paths each service answers at the edge: its API, and chat's sockets too. */
const pathsOf = (name: ServiceName) => (name === 'chat' ? [`/api/chat`, SOCKET_PATH] : [`/api/${name}`]);

/** Merges the services' own OpenAPI documents; a service that is down is left out, not fatal. */
async function mergedOpenApi(upstreams: Upstreams) {
  const paths: Record<string, unknown> = {};
  await Promise.all(
    // One replica speaks for a service's document (they run the same code).
    Object.values(upstreams).map(async ([url]) => {
      try {
        const doc = (await (
          await fetch(`${url}/api/openapi.json`, { signal: AbortSignal.timeout(3000) })
        ).json()) as { paths?: object };
        Object.assign(paths, doc.paths);
      } catch {
        /* documented as partial while a service is down */
      }
    }),
  );
  return {
    openapi: '3.0.3',
    info: { title: 'Mawadda API', version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

/**
 * Distributed mode: the gateway is only the public edge. /api/<service> goes to that service's
 * process (path kept, websocket upgrades passed through); web builds are served here.
 */
export function createProxyGateway(
  config: PlatformConfig,
  gateway: GatewayConfig,
  logger: Logger,
  /** The services write the dev inbox folder; the edge shows it (non-production, inbox transports). */
  messaging?: DevInboxPageConfig,
) {
  const upstreams = upstreamsOf(gateway);
  const forwardedFor = forwardedForRewriter(config.TRUSTED_PROXIES);
  const missing = SERVICE_NAMES.filter((n) => !upstreams[n]);
  if (missing.length) logger.warn({ missing }, 'no upstream URL for some services; their paths answer 404');
  const proxies = SERVICE_NAMES.flatMap((name) => {
    const urls = upstreams[name];
    if (!urls) return [];
    const pool = new ReplicaPool(urls);
    const proxy = createProxyMiddleware({
      target: urls[0],
      router: () => pool.pick(),
      // Connects to the next replica when the picked one cannot be reached (failover-agent.ts).
      agent: new FailoverAgent(pool, logger, name),
      changeOrigin: false,
      ws: true,
      // Not http-proxy's X-Forwarded-*: it appends to what the client sent. The edge writes the
      // one address it vouches for itself (forwarded-for.ts).
      xfwd: false,
      pathFilter: pathsOf(name),
      on: { error: upstreamFailureHandler(name, logger) },
    });
    return [{ name, urls, proxy }];
  });
  const app: Express = createHttpApp({
    logger,
    trustProxy: config.TRUSTED_PROXIES,
    metrics: metricsAccessOf(config),
    readiness: Object.fromEntries(
      proxies.map(({ name, urls }) => [
        name,
        // Ready while any replica is: the others' members reconnect to it.
        () =>
          Promise.any(
            urls.map(async (url) => {
              const r = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
              if (!r.ok) throw new Error(`${name} not ready`);
            }),
          ),
      ]),
    ),
    // Bodies must reach the upstream untouched, so proxies mount before any body parsing.
    beforeBody: (a) => {
      a.use((req, _res, next) => {
        forwardedFor.rewrite(req);
        next();
      });
      proxies.forEach(({ proxy }) => a.use(proxy));
    },
    mount: (a) => {
      mountApiDocs(a, () => mergedOpenApi(upstreams));
      if (messaging) mountDevInbox(a, messaging);
      // No event bus here: rendered pages last their time in memory after a content change.
      mountSite(a, {
        memberDist: gateway.WEB_MEMBER_DIST,
        adminDist: gateway.WEB_ADMIN_DIST,
        demo: gateway.DEMO,
        publicOrigin: config.PUBLIC_ORIGIN,
        imageCacheDir: path.join(config.DATA_DIR, 'cache', 'images'),
        logger,
      });
    },
  });
  return {
    app,
    attachUpgrades(server: Server) {
      // Each proxy listens for upgrades twice: here, and by itself once it has seen a request
      // (its own listener then makes this one a no-op): two per service, by design, where Node
      // would warn of a leak in the operators' logs from the eleventh.
      server.setMaxListeners(server.getMaxListeners() + 2 * proxies.length + 1);
      forwardedFor.attach(server);
      for (const { proxy } of proxies) if (proxy.upgrade) server.on('upgrade', proxy.upgrade);
    },
  };
}
