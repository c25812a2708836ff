import type { WebhookHeaders, WebhookVerification } from '../port.js';
import { providerEventSchema } from './provider-event-schema.js';
import { checkSignature } from './webhook-signature.js';

/** `PaymentProvider.verifyWebhook` for the sandbox: the signature and its time, then the event. */
export function verifySandboxWebhook(
  secret: string,
  rawBody: Buffer,
  headers: WebhookHeaders,
  now: Date,
): WebhookVerification {
  const signature = checkSignature(secret, rawBody, headers, now);
  if (signature !== 'ok') return { ok: false, reason: signature };
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = providerEventSchema.safeParse(json);
  return parsed.success ? { ok: true, event: parsed.data } : { ok: false, reason: 'malformed' };
}
