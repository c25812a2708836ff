import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * Test cards as Stripe's test mode knows them, by the saved PaymentMethod a checkout leaves behind:
 * `pm_card_visa` (4242…: pays, renewals succeed) and `pm_card_chargeCustomerFail` (4000…0341:
 * saved fine, every off-session charge declined).
 */
export const STRIPE_TEST_METHODS = {
  pm_card_visa: { brand: 'visa', last4: '4242', charges: 'succeed' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', charges: 'decline' },
} as const;
export type StripeTestMethod = keyof typeof STRIPE_TEST_METHODS;

/**
 * stripe-mock in front, with the parts of Stripe's test mode it leaves out (it is stateless by
 * design), for tests only: the real adapter and the real library talk to stripe-mock through this.
 * It adds what Stripe documents and stripe-mock does not do: a repeated Idempotency-Key answers
 * the first response; a confirmed off-session PaymentIntent succeeds or is declined (402
 * card_error) by its test method, as in test mode; a PaymentIntent paid at a checkout reads back
 * with the method it was paid with. It also records the Checkout Sessions opened, so a test can
 * play the member on Stripe's hosted page. Everything else is stripe-mock's answer, unchanged.
 */
export async function startStripeTestMode(stripeMockUrl: string) {
  const upstream = new URL(stripeMockUrl);
  const replies = new Map<string, { status: number; body: string }>();
  const sessions = new Map<string, URLSearchParams>();
  const paidIntents = new Map<string, { method: StripeTestMethod; customer: string }>();

  const forward = (req: IncomingMessage, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const out = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 500, body: text }));
        },
      );
      out.on('error', reject);
      out.end(body);
    });

  async function answer(req: IncomingMessage, body: string): Promise<{ status: number; body: string }> {
    const path = (req.url ?? '').split('?')[0]!;
    const params = new URLSearchParams(body);
    if (req.method === 'POST' && path === '/v1/payment_intents' && params.get('confirm') === 'true') {
      const method = STRIPE_TEST_METHODS[params.get('payment_method') as StripeTestMethod];
      if (method?.charges === 'decline')
        return {
          status: 402,
          body: JSON.stringify({
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          }),
        };
      const reply = await forward(req, body);
      if (reply.status !== 200 || !method) return reply;
      const intent = JSON.parse(reply.body);
      intent.status = 'succeeded';
      intent.latest_charge = {
        id: `ch_${randomBytes(8).toString('hex')}`,
        object: 'charge',
        payment_method_details: { type: 'card', card: { brand: method.brand, last4: method.last4 } },
      };
      return { status: 200, body: JSON.stringify(intent) };
    }
    const reply = await forward(req, body);
    if (reply.status !== 200) return reply;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      // stripe-mock answers one fixture URL for every session; Stripe's is the session's own.
      const session = JSON.parse(reply.body);
      sessions.set(session.id, params);
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
      return { status: 200, body: JSON.stringify(session) };
    }
    const intentId = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
    const paid = req.method === 'GET' && intentId ? paidIntents.get(intentId) : undefined;
    if (paid) {
      const intent = JSON.parse(reply.body);
      const method = STRIPE_TEST_METHODS[paid.method];
      intent.status = 'succeeded';
      intent.customer = paid.customer;
      intent.payment_method = {
        id: paid.method,
        object: 'payment_method',
        type: 'card',
        card: { brand: method.brand, last4: method.last4 },
      };
      return { status: 200, body: JSON.stringify(intent) };
    }
    return reply;
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const key = req.headers['idempotency-key'];
      const memo = typeof key === 'string' ? `${req.method} ${req.url} ${key}` : undefined;
      const done = (r: { status: number; body: string }) => {
        if (memo && r.status < 500) replies.set(memo, r);
        res.writeHead(r.status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        res.end(r.body);
      };
      const earlier = memo ? replies.get(memo) : undefined;
      if (earlier) return done(earlier);
      answer(req, body).then(done, (err: Error) => {
        res.writeHead(502);
        res.end(JSON.stringify({ error: { type: 'api_error', message: err.message } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** What the adapter asked Stripe for when it opened this session. */
    session: (id: string) => sessions.get(id),
    /** A checkout paid on Stripe's page: its PaymentIntent now reads back paid with this method. */
    paid(intentId: string, method: StripeTestMethod, customer: string) {
      paidIntents.set(intentId, { method, customer });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeTestMode = Awaited<ReturnType<typeof startStripeTestMode>>;

/** Stripe's webhook as its servers send it: the event JSON, signed with the library's test helper. */
export function stripeWebhook(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  at: Date,
  signedAt: Date = at,
) {
  const rawBody = JSON.stringify(
    {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(at.getTime() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    },
    null,
    2,
  );
  return { rawBody, headers: signedStripeHeaders(secret, rawBody, signedAt) };
}

export const signedStripeHeaders = (secret: string, rawBody: string, at: Date) => ({
  'content-type': 'application/json',
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({
    payload: rawBody,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  }),
});

export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
