import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { UploadKind } from '@mawadda/contracts';
import { UploadRefused } from '../../../src/domain/upload-refusals.js';
import { problemFor } from '../../../src/http/problems.js';
import { readUpload } from '../../../src/http/read-upload.js';

export interface Outcome {
  ok: boolean;
  code?: string;
  /** Bytes of the request this server took off the socket, counted when the socket closes. */
  bytesRead?: number;
}

/**
 * `POST /:kind` reads one upload and answers what it got (size, name, sha256) or the problem its
 * refusal is (http/problems.ts), as the error middleware would: status, code, messageKey, field. Every outcome is recorded, for the
 * cases where the client is gone before it could read one.
 */
export function uploadApp() {
  const outcomes: Outcome[] = [];
  const app = express();
  app.post('/:kind', async (req, res) => {
    const outcome: Outcome = { ok: false };
    outcomes.push(outcome);
    req.socket.once('close', () => (outcome.bytesRead = req.socket.bytesRead));
    try {
      const { buffer, declaredName } = await readUpload(req, req.params.kind as UploadKind);
      outcome.ok = true;
      res.json({ size: buffer.length, declaredName, sha256: sha256(buffer) });
    } catch (refusal) {
      if (!(refusal instanceof UploadRefused)) throw refusal;
      const err = problemFor(refusal.refusal);
      outcome.code = err.code;
      res.status(err.status).json({ code: err.code, messageKey: err.messageKey, field: err.options.field });
    }
  });
  return { app, outcomes };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The app on a real port, for clients that misbehave in ways supertest cannot. */
export async function listen(app: express.Express) {
  const server = http.createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export const BOUNDARY = 'mawadda-test-boundary';

/** The multipart lines before a file's bytes. */
export const filePartHead = (field = 'file', filename = 'cv.pdf') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );

/** A chunked multipart POST whose body the test writes itself. */
export function rawUpload(port: number, kind: UploadKind) {
  return http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/${kind}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}
