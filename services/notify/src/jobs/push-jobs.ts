import { z } from 'zod';
import { PUSH_TOPICS } from '@mawadda/contracts';
import type { JobQueue } from '@mawadda/kit';
import type { NotifyApp, PushJob } from '../app/context.js';
import { sendPush } from '../app/send-push.js';

const pushJob = z.object({
  subscriptionId: z.uuid(),
  memberId: z.uuid(),
  topic: z.enum(PUSH_TOPICS),
  link: z.string().startsWith('/'),
  tag: z.string(),
});

/**
 * Notify's one job: a push to one device. Named by the device and the tag, so a second push of the
 * same thing before the first ran replaces it; retried with backoff while the push service is
 * busy or down (a few attempts: a push late by an hour is worth little).
 */
export function definePushJobs(jobs: JobQueue, app: NotifyApp): (job: PushJob) => Promise<void> {
  const push = jobs.define('push.send', {
    payload: pushJob,
    handle: (payload) => sendPush(app, payload),
    maxAttempts: 4,
    backoffMs: 15_000,
  });
  return async (job) => {
    await jobs.schedule(push, job, {
      jobId: `push.send/${job.subscriptionId}/${job.tag.replace(/[^\w.@/-]/g, '-')}`,
    });
  };
}
