// A file streamed to a client who leaves halfway is the client's doing: the log says so at info,
// never as an unhandled error (which watchers page on), and the process answers the next request.
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pino } from 'pino';
import request from 'supertest';
import { expect, it } from 'vitest';
import { createHttpApp } from '../src/http/create-app.js';

it('logs a client who left mid-stream at info, not as an unhandled error', async () => {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  let streamed!: Promise<void>;
  const app = createHttpApp({
    logger,
    mount: (a) =>
      a.get('/api/test/file', async (_req, res) => {
        // A long file: the first chunk goes out, the rest never finishes before the client leaves.
        const file = new Readable({ read() {} });
        file.push(Buffer.alloc(64 * 1024, 1));
        res.set('Content-Length', String(10 * 1024 * 1024));
        streamed = pipeline(file, res);
        await streamed;
      }),
  });
  const server = http.createServer(app).listen(0);
  try {
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => {
      const req = http.get({ port, path: '/api/test/file' }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
    });
    await expect
      .poll(() => lines.some((l) => l.msg === 'the client left before the answer was sent'))
      .toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    await expect(streamed).rejects.toMatchObject({ code: 'ERR_STREAM_PREMATURE_CLOSE' });
    expect((await request(app).get('/healthz')).status).toBe(200);
  } finally {
    server.close();
  }
});
