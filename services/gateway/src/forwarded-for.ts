import type { IncomingMessage, Server } from 'node:http';
import { clientAddressOf, trustProxyOf } from '@mawadda/kit';

/**
 * The edge says who the client is: `X-Forwarded-For` becomes the one address it vouches for (the
 * peer, or what trusted proxies forwarded), and `Forwarded` and `X-Real-IP` are dropped. Services
 * believe only the edge, so a made-up header never reaches a per-address limit.
 */
export function forwardedForRewriter(trustedProxies: readonly string[]) {
  const trust = trustProxyOf(trustedProxies);
  const rewrite = (req: IncomingMessage) => {
    const client = clientAddressOf(req, trust);
    delete req.headers.forwarded;
    delete req.headers['x-real-ip'];
    if (client) req.headers['x-forwarded-for'] = client;
    else delete req.headers['x-forwarded-for'];
  };
  return {
    rewrite,
    /** Rewrites every websocket upgrade before any proxy's own listener sees it. */
    attach(server: Server) {
      server.prependListener('upgrade', rewrite);
    },
  };
}
