import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from '@mawadda/kit';
import type { ReplicaPool } from './replica-pool.js';

/** A connection not made by then is given up for the next process: a host gone from the network never refuses. */
const CONNECT_TIMEOUT_MS = 3_000;

/** `host:port` as the agent is asked for it, for each of the pool's URLs. */
const endpointOf = (url: string) => {
  const u = new URL(url);
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port || 80) };
};
const keyOf = (e: { host?: string | null; port?: string | number | null }) => `${e.host}:${e.port}`;

/**
 * Connects a proxied request or socket to the pool's pick or, if unreachable, the next one that
 * can be reached. Only the connection is retried, before any byte left, so any method is safe to
 * send elsewhere; once connected a failure is the request's (upstream-failure.ts).
 */
export class FailoverAgent extends http.Agent {
  private readonly urlByEndpoint: Map<string, string>;

  constructor(
    private readonly pool: ReplicaPool,
    private readonly logger: Logger,
    private readonly service: string,
  ) {
    // No pooled sockets, as with the proxy's default: a kept socket would outlive its process.
    super({ keepAlive: false });
    this.urlByEndpoint = new Map(pool.urls.map((url) => [keyOf(endpointOf(url)), url]));
  }

  override createConnection(
    options: http.ClientRequestArgs,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): undefined {
    const picked = this.urlByEndpoint.get(keyOf(options));
    const order = picked ? this.pool.connectOrder(picked) : [];
    const attempt = (index: number) => {
      const url = order[index];
      const endpoint = url
        ? endpointOf(url)
        : { host: options.host ?? 'localhost', port: Number(options.port) };
      const socket = net.connect({ ...(options as net.NetConnectOpts), ...endpoint } as net.NetConnectOpts);
      const timedOut = () =>
        socket.destroy(Object.assign(new Error('connect timed out'), { code: 'ETIMEDOUT' }));
      socket.setTimeout(CONNECT_TIMEOUT_MS, timedOut);
      const failed = (err: Error) => {
        socket.destroy();
        if (url) this.pool.markUnreachable(url);
        const code = (err as NodeJS.ErrnoException).code;
        if (index + 1 < order.length) {
          this.logger.warn({ service: this.service, upstream: url, code }, 'upstream unreachable, next one');
          return attempt(index + 1);
        }
        callback?.(err, socket);
      };
      socket.once('error', failed);
      socket.once('connect', () => {
        socket.off('error', failed);
        socket.off('timeout', timedOut);
        socket.setTimeout(0);
        callback?.(null, socket);
      });
    };
    attempt(0);
    return undefined;
  }
}
