import type { Request } from 'express';

/**
 * After an upload is refused part-way (too large, a second file), the rest of the body is neither
 * parsed nor kept: it is read and dropped so that a client still sending gets to read our 4xx
 * (closing a socket with unread data sends a reset, and the client may lose the answer with it).
 * That courtesy has a budget: past `budget` more bytes the client is not listening, so the socket
 * is closed as soon as our answer is out. Memory never holds any of it.
 */
export function discardRest(req: Request, budget: number): void {
  let dropped = 0;
  const drop = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped <= budget) return;
    req.off('data', drop);
    req.pause();
    const res = req.res;
    if (!res || res.writableFinished) req.destroy();
    else res.once('close', () => req.destroy());
  };
  req.on('data', drop);
  req.resume();
}
