/** A device as the push service knows it: where to post, and the keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The port notify sends pushes through (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID):
 * the push service's status, or a throw when it could not be reached.
 */
export interface PushSender {
  send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ): Promise<{ status: number }>;
}
