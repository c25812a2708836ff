import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// The reference implementation of RFC 8188/8291 (web-push's own dependency): decrypts as a browser would.
import ece from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on loopback, as a browser's would answer notify: it keeps what it is sent and
 * answers `status` (201 unless a test sets another). Each `device()` is a browser's subscription:
 * an endpoint here and its own keys, to decrypt what reached it.
 */
export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  const state = { status: 201 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = state.status;
      res.end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  let n = 0;
  return {
    received,
    state,
    device() {
      const ecdh: ECDH = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/device-${++n}-${randomBytes(4).toString('hex')}`;
      return {
        path,
        subscription: {
          endpoint: `http://127.0.0.1:${port}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        /** The pushes this device received, decrypted with its private key (RFC 8291, aes128gcm). */
        pushes: () =>
          received
            .filter((r) => r.path === path)
            .map(
              (r) =>
                JSON.parse(
                  ece
                    .decrypt(r.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
                    .toString('utf8'),
                ) as unknown,
            ),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
