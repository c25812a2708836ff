import type { Server } from 'node:http';

/**
 * The first step of a graceful shutdown: stop accepting, close idle keep-alives, let requests in
 * flight finish for at most `graceMs`, then cut. Upgraded sockets (chat) are the service's to
 * close.
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
