import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeliveredSms } from '../contracts/sms-sender.contract.js';

export const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const AUTH_TOKEN = 'local-test-token';
/** Sending to this number gets Twilio's 400 "not a valid phone number" (code 21211). */
export const INVALID_NUMBER = '+15005550001';

export interface TwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A local HTTP server that answers like Twilio's REST API for what the adapter uses: create a
 * message (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, form body) and fetch the
 * account (ping). Wrong credentials get 401 as Twilio does (error 20003).
 */
export async function startLocalTwilioServer() {
  const requests: TwilioRequest[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const request: TwilioRequest = {
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form,
      };
      requests.push(request);
      if (req.headers.authorization !== expectedAuth)
        return json(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
      if (req.method === 'GET' && url.pathname === `/2010-04-01/Accounts/${ACCOUNT_SID}.json`)
        return json(res, 200, { sid: ACCOUNT_SID, status: 'active', friendly_name: 'test' });
      if (req.method === 'POST' && url.pathname === `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) {
        if (!form.To || !form.Body || !(form.From || form.MessagingServiceSid))
          return json(res, 400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
        if (form.To === INVALID_NUMBER)
          return json(res, 400, {
            code: 21211,
            message: `The 'To' number ${form.To} is not a valid phone number.`,
            more_info: 'https://www.twilio.com/docs/errors/21211',
            status: 400,
          });
        return json(res, 201, {
          sid: `SM${randomBytes(16).toString('hex')}`,
          account_sid: ACCOUNT_SID,
          to: form.To,
          from: form.From ?? null,
          messaging_service_sid: form.MessagingServiceSid ?? null,
          body: form.Body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          date_created: new Date().toUTCString(),
          uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
        });
      }
      json(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let stopped = false;
  const messages = () =>
    requests.filter(
      (r) => r.method === 'POST' && r.authorization === expectedAuth && r.path.endsWith('/Messages.json'),
    );
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    expectedAuth,
    delivered: async (to: string): Promise<DeliveredSms[]> =>
      messages()
        .filter((r) => r.form.To === to && r.form.To !== INVALID_NUMBER)
        .map((r) => ({ to: r.form.To!, from: r.form.From, text: r.form.Body! })),
    stop: () =>
      stopped
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            stopped = true;
            server.closeAllConnections();
            server.close(() => resolve());
          }),
  };
}
