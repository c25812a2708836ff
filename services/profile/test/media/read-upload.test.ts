import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_KINDS, UPLOAD_MAX_BYTES, UPLOAD_RULES } from '@mawadda/contracts';
import { BOUNDARY, filePartHead, listen, rawUpload, sha256, uploadApp } from './support/upload-app.js';

const { app, outcomes } = uploadApp();
const MiB = 1024 * 1024;

const problem = (status: number, code: string, messageKey: string) => ({
  status,
  body: { code, messageKey, field: 'file' },
});
const expectProblem = (res: request.Response, status: number, code: string, messageKey: string) =>
  expect({ status: res.status, body: res.body }).toEqual(problem(status, code, messageKey));

describe('readUpload takes exactly one file from the field `file`', () => {
  it('returns the bytes as sent and the declared name', async () => {
    const bytes = Buffer.from('%PDF-1.4 any bytes, they are not looked at here');
    const res = await request(app)
      .post('/cv')
      .attach('file', bytes, { filename: 'my cv.pdf', contentType: 'image/jpeg' })
      .expect(200);
    expect(res.body).toEqual({ size: bytes.length, declaredName: 'my cv.pdf', sha256: sha256(bytes) });
  });

  it('lets a few small text fields ride along, and ignores them', async () => {
    const bytes = Buffer.alloc(1000, 7);
    const res = await request(app)
      .post('/photo')
      .field('caption', 'x'.repeat(5000))
      .field('csrf', 'token')
      .attach('file', bytes, 'a.jpg')
      .expect(200);
    expect(res.body).toMatchObject({ size: 1000, sha256: sha256(bytes) });
  });

  it('refuses a form without a file', async () => {
    const res = await request(app).post('/avatar').field('file', 'not a file, a text field');
    expectProblem(res, 400, 'no_file', 'upload.noFile');
  });

  it('refuses an empty file', async () => {
    const res = await request(app).post('/avatar').attach('file', Buffer.alloc(0), 'empty.jpg');
    expectProblem(res, 400, 'no_file', 'upload.noFile');
  });

  it('refuses two files', async () => {
    const res = await request(app)
      .post('/photo')
      .attach('file', Buffer.alloc(10, 1), 'a.jpg')
      .attach('file', Buffer.alloc(10, 2), 'b.jpg');
    expectProblem(res, 400, 'one_file', 'upload.oneFile');
  });

  it('refuses a file in another field, alone or next to the right one', async () => {
    const alone = await request(app).post('/photo').attach('photo', Buffer.alloc(10, 1), 'a.jpg');
    expectProblem(alone, 400, 'one_file', 'upload.oneFile');
    const after = await request(app)
      .post('/photo')
      .attach('file', Buffer.alloc(10, 1), 'a.jpg')
      .attach('other', Buffer.alloc(10, 2), 'b.jpg');
    expectProblem(after, 400, 'one_file', 'upload.oneFile');
  });

  it('refuses a form stuffed with fields', async () => {
    let req = request(app).post('/photo');
    for (let i = 0; i < 5; i++) req = req.field(`f${i}`, 'x');
    const res = await req.attach('file', Buffer.alloc(10, 1), 'a.jpg');
    expectProblem(res, 400, 'one_file', 'upload.oneFile');
  });

  it.each([
    ['JSON', (r: request.Test) => r.send({ file: 'x' })],
    ['text', (r: request.Test) => r.set('Content-Type', 'text/plain').send('hello')],
    [
      'an image body without a form',
      (r: request.Test) => r.set('Content-Type', 'image/jpeg').send(Buffer.alloc(10)),
    ],
    ['no body at all', (r: request.Test) => r],
  ])('refuses %s: not multipart (415)', async (_name, send) => {
    const res = await send(request(app).post('/avatar'));
    expectProblem(res, 415, 'unsupported_media_type', 'error.unsupportedMediaType');
  });

  it('refuses multipart without a boundary, and a form that never ends', async () => {
    const noBoundary = await request(app).post('/cv').set('Content-Type', 'multipart/form-data').send('abc');
    expectProblem(noBoundary, 400, 'malformed_multipart', 'upload.corrupt');
    const unfinished = await request(app)
      .post('/cv')
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(Buffer.concat([filePartHead(), Buffer.from('half a file and no closing boundary')]));
    expectProblem(unfinished, 400, 'malformed_multipart', 'upload.corrupt');
  });
});

describe('readUpload and the size limit ("less than": the limit itself is too large)', () => {
  it.each(UPLOAD_KINDS.map((kind) => [kind, UPLOAD_RULES[kind]] as const))(
    'a %s of exactly its limit is refused with its message',
    async (kind, rule) => {
      const res = await request(app).post(`/${kind}`).attach('file', Buffer.alloc(rule.maxBytes, 1), 'big');
      expectProblem(res, 413, 'file_too_large', rule.tooLarge);
    },
  );

  it.each(['cv', 'avatar'] as const)('a %s one byte under its limit is taken whole', async (kind) => {
    const bytes = Buffer.alloc(UPLOAD_RULES[kind].maxBytes - 1, 3);
    bytes.write('end', bytes.length - 3);
    const res = await request(app).post(`/${kind}`).attach('file', bytes, 'ok').expect(200);
    expect(res.body).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
  });
});

describe('readUpload with clients that keep sending or go away', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(app);
  });
  afterAll(() => server.close());

  it('answers 413 as soon as the limit is reached, while the client is still sending', async () => {
    const req = rawUpload(server.port, 'cv');
    req.on('error', () => undefined);
    req.write(filePartHead());
    req.write(Buffer.alloc(UPLOAD_MAX_BYTES, 1));
    // The body is not finished: an answer now can only come from refusing early.
    const [res] = (await once(req, 'response')) as [IncomingMessage];
    expect(res.statusCode).toBe(413);
    expect(req.writableEnded).toBe(false);
    res.resume();
    req.destroy();
  });

  it('hangs up on a client that goes on sending long after the refusal', async () => {
    // A bare socket: unlike Node's own client, it does not stop sending when the answer arrives,
    // so only the server can end this.
    const before = outcomes.length;
    const socket = net.connect(server.port, '127.0.0.1');
    let hungUp = false;
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    void closed.then(() => (hungUp = true));
    socket.on('error', () => undefined); // the reset is expected
    socket.write(
      'POST /cv HTTP/1.1\r\nHost: test\r\nContent-Length: 100000000\r\n' +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n\r\n`,
    );
    socket.write(filePartHead());
    const chunk = Buffer.alloc(MiB, 1);
    for (let sent = 0; sent < 40 && !hungUp; sent++) {
      if (!socket.write(chunk)) await Promise.race([new Promise((r) => socket.once('drain', r)), closed]);
    }
    expect(hungUp).toBe(true); // 40 MiB were offered; the server hung up well before
    await vi.waitFor(() => expect(outcomes[before]?.bytesRead).toBeDefined());
    const outcome = outcomes[before]!;
    expect(outcome.code).toBe('file_too_large');
    // The limit, then at most as much again dropped unread, plus what was in flight.
    expect(outcome.bytesRead).toBeGreaterThanOrEqual(UPLOAD_MAX_BYTES);
    expect(outcome.bytesRead).toBeLessThan(2 * UPLOAD_MAX_BYTES + MiB);
  });

  it('rejects when the client gives up half-way', async () => {
    const before = outcomes.length;
    const req = rawUpload(server.port, 'avatar');
    req.on('error', () => undefined);
    req.write(filePartHead('file', 'me.jpg'));
    req.write(Buffer.alloc(64 * 1024, 1));
    await vi.waitFor(() => expect(outcomes.length).toBe(before + 1));
    req.destroy();
    await vi.waitFor(() => expect(outcomes[before]).toMatchObject({ ok: false, code: 'upload_aborted' }));
  });
});
