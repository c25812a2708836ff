import webpush from 'web-push';
import type { PushSender } from './push-sender.js';
import type { VapidKeys } from './vapid-keys.js';

/** Longest wait for a push service's answer: a slow one fails the job, which is retried later. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * `web-push` encrypts the payload for the device (aes128gcm, RFC 8291) and signs the VAPID header
 * (RFC 8292); the request itself goes by `fetch`, so its status comes back as a value (the caller
 * alone decides what a 404/410 or a 5xx means) and a slow push service is cut off in time.
 */
export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(target, payload, options) {
      const request = webpush.generateRequestDetails(target, payload, {
        vapidDetails,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      });
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      // Nothing of the answer is needed beyond its status.
      await answer.body?.cancel();
      return { status: answer.status };
    },
  };
}
