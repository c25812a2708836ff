import type { JobQueue, Logger } from '@mawadda/kit';
import { z } from 'zod';
import type { MatchApp } from '../app/context.js';
import { remindWaiting } from '../app/remind-waiting.js';

const REMINDERS_JOB_ID = 'match.remind-waiting';
const EVERY_MS = 60 * 60 * 1000;

/**
 * Match's one repeated job: every hour, proposals that have waited a week are recalled to those
 * they wait for (app/remind-waiting.ts). Hourly, so a reminder comes within the hour of its week
 * whenever the step was proposed; a run that finds nothing due costs one read.
 */
export async function startReminderJobs(jobs: JobQueue, app: MatchApp, logger: Logger): Promise<void> {
  jobs.define(REMINDERS_JOB_ID, {
    payload: z.object({}),
    handle: async () => {
      const reminded = await remindWaiting(app);
      if (reminded) logger.info({ reminded }, 'waiting steps reminded');
    },
  });
  await jobs.start();
  await jobs.repeat(REMINDERS_JOB_ID, {}, { jobId: REMINDERS_JOB_ID, every: EVERY_MS });
}
