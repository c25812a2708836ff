import type { Request } from 'express';

/**
 * After a refused upload the rest of the body is read and dropped, never kept, so a client still
 * sending gets our 4xx (closing with unread data sends a reset that can lose it). Past `budget`
 * more bytes the client is not listening: the socket closes once our answer is out.
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
