import { safeError } from '@mawadda/kit';
import { pushPayloadOf } from '../domain/push.js';
import type { NotifyApp, PushJob } from './context.js';

/** A message a device missed is stale after a day; today's suggestions too. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * The job: encrypts the push for the device, in the language the device subscribed in, and posts
 * it. 404 or 410 from the push service means the device unsubscribed: it is forgotten. A 429 or
 * 5xx throws, so the job is retried later; any other refusal is logged and not retried.
 */
export async function sendPush(app: NotifyApp, job: PushJob): Promise<void> {
  const setup = app.push;
  if (!setup) return;
  const device = await app.pushSubscriptions.byId(app.database.db, job.subscriptionId);
  // Turned off since, or taken over by another member of the same device.
  if (!device || device.memberId !== job.memberId) return;
  const payload = pushPayloadOf(job.topic, device.locale, job.link, job.tag);
  const { status } = await setup.sender.send(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    { ttlSeconds: PUSH_TTL_SECONDS, urgency: job.topic === 'chat.message' ? 'high' : 'normal' },
  );
  if (status >= 200 && status < 300) return;
  if (status === 404 || status === 410) {
    await app.pushSubscriptions.expire(app.database.db, device.id, device.endpoint);
    return;
  }
  if (status === 429 || status >= 500) throw new Error(`push service answered ${status}`);
  app.logger.warn({ err: safeError(new Error(`push refused: ${status}`)), topic: job.topic }, 'push refused');
}
