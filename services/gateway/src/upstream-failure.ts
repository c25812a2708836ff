import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';
import { ProblemError, renderProblem, type Logger } from '@mawadda/kit';
import { isUnreachable, type ReplicaPool } from './replica-pool.js';

/** Seconds a member's app waits before asking again: the pool has already turned to another process. */
const RETRY_AFTER_SECONDS = 1;

/**
 * What the edge answers when a service's process cannot be reached or drops the exchange: a
 * problem in the member's language (503, `service_unavailable`, Retry-After), never the proxy
 * library's plain-text page; a socket is closed, so the member's app reconnects (to another
 * replica). The process is passed over for a while when it was not there at all.
 */
export function upstreamFailureHandler(
  service: string,
  pool: ReplicaPool,
  chosen: WeakMap<IncomingMessage, string>,
  logger: Logger,
) {
  return (err: Error, req: IncomingMessage, res: ServerResponse | Socket) => {
    const upstream = chosen.get(req);
    const code = (err as NodeJS.ErrnoException).code;
    if (upstream && isUnreachable(err)) pool.markUnreachable(upstream);
    // The service and the error's code only: the path can carry a member's id or a search.
    logger.warn({ service, upstream, code }, 'upstream failed');
    // A socket, or an answer already under way: only closing it tells the member's app.
    if (!('writeHead' in res) || res.headersSent) return void res.destroy();
    renderProblem(
      req as Request,
      res as Response,
      new ProblemError(503, 'service_unavailable', 'error.unavailable', {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      }),
    );
  };
}
