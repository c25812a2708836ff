import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';
import type { PushSender } from './push-sender.js';

/** Longest wait for a push service's answer: a slow one fails the job, which is retried later. */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Pushes with `web-push`: it encrypts the payload for the device (aes128gcm, RFC 8291) and signs
 * the VAPID header. An answer that is not 2xx comes back as its status, not as a throw, so the
 * caller alone decides what a 404/410 or a 5xx means.
 */
export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(target, payload, options) {
      try {
        const answer = await webpush.sendNotification(target, payload, {
          vapidDetails,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
          timeout: PUSH_TIMEOUT_MS,
        });
        return { status: answer.statusCode };
      } catch (err) {
        if (err instanceof webpush.WebPushError) return { status: err.statusCode };
        throw err;
      }
    },
  };
}
