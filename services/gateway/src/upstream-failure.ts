import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request, Response } from 'express';
import { ProblemError, renderProblem, type Logger } from '@mawadda/kit';

/** Seconds a member's app waits before asking again. */
const RETRY_AFTER_SECONDS = 1;

/**
 * No process of a service could be reached, or one dropped the exchange: a problem in the member's
 * language (503 with Retry-After), never the proxy's plain-text page; a socket is closed so the app
 * reconnects. A sent request is not resent: its body may have reached the process.
 */
export function upstreamFailureHandler(service: string, logger: Logger) {
  return (err: Error, req: IncomingMessage, res: ServerResponse | Socket) => {
    const code = (err as NodeJS.ErrnoException).code;
    // The service and the error's code only: the path can carry a member's id or a search.
    logger.warn({ service, code }, 'upstream failed');
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
