import type { IncomingMessage, Server } from 'node:http';
import { clientAddressOf, trustProxyOf } from '@mawadda/kit';

/**
 * The edge says who the client is. Before a request or a socket goes on to a service, its
 * `X-Forwarded-For` becomes the one address the edge vouches for: the socket's peer, or the
 * address a proxy listed in TRUSTED_PROXIES forwarded (each trusted hop in turn). Whatever else
 * the client wrote is dropped, as are `Forwarded` and `X-Real-IP`, which no service reads and
 * none should start to. The services believe only the edge (their own TRUSTED_PROXIES), so a
 * made-up header never reaches a per-address limit.
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
