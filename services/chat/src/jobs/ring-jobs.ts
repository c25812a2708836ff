import { z } from 'zod';
import type { JobQueue } from '@mawadda/kit';
import { actOnCall } from '../app/calls/act-on-call.js';
import type { ChatApp, RingOut } from '../app/context.js';

const ringOutJob = z.object({ callId: z.uuid(), callerId: z.uuid() });

/**
 * The end of a call's ringing, as a job of chat's queue (a table embedded, BullMQ with Redis):
 * whichever replica runs the queue ends it, so a call placed on a replica that stops or dies
 * meanwhile is still missed and frees both lines. Answered or ended first, the call's
 * compare-and-set refuses the timeout and the job is done.
 */
export function defineRingJobs(jobs: JobQueue, app: ChatApp): RingOut {
  const ringOut = jobs.define('call.ring-out', {
    payload: ringOutJob,
    handle: async ({ callId, callerId }) => {
      await actOnCall(app, callerId, callId, 'timeout');
    },
    maxAttempts: 3,
    backoffMs: 1_000,
  });
  return (call) =>
    jobs
      .schedule(
        ringOut,
        { callId: call.id, callerId: call.callerId },
        { jobId: `call.ring-out/${call.id}`, delayMs: app.config.CHAT_CALL_RING_SECONDS * 1000 },
      )
      .then(() => undefined);
}
