import type { Server } from 'node:http';

/**
 * The first step of a graceful shutdown: the server stops accepting connections, idle keep-alive
 * connections are closed, and the requests in flight finish (their answers sent), for at most
 * `graceMs`; past that the connections still open are cut. Upgraded sockets (chat) are the
 * service's to close after this, when it stops.
 */
export function closeServer(server: Server, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
