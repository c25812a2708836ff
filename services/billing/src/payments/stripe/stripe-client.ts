import Stripe from 'stripe';

/**
 * Stripe's official client. `apiUrl` points it at stripe-mock in tests (host, port and protocol
 * options); unset, Stripe itself. Network failures are retried by the library with its own
 * idempotency keys, so a retried POST never charges twice.
 */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'mawadda-billing' },
    ...(target && {
      host: target.hostname,
      port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
      protocol: target.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
