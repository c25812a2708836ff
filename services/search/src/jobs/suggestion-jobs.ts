import { z } from 'zod';
import type { JobQueue } from '@mawadda/kit';
import type { SearchApp } from '../app/context.js';
import { runMorning } from '../app/morning-run.js';

export const MORNING_JOB_ID = 'suggestions.morning';

/**
 * The morning run as a repeated job: every few minutes it picks for whoever's morning has come
 * since. A run that fails is not retried: the next one, minutes later, does the same work.
 */
export async function planMorningRun(jobs: JobQueue, app: SearchApp, everyMinutes: number): Promise<void> {
  const morning = jobs.define(MORNING_JOB_ID, {
    payload: z.object({}),
    handle: async () => {
      const picked = await runMorning(app, app.clock());
      if (picked) app.logger.info({ picked }, 'picked the daily suggestions of members whose morning came');
    },
    maxAttempts: 1,
  });
  await jobs.start();
  const every = everyMinutes * 60_000;
  // The first run one period after start: a process just started (a demo being seeded) has not
  // heard of its members yet. Operators can run it at once (`POST /admin/suggestions/runs`).
  const startAt = new Date(app.clock().getTime() + every);
  if (everyMinutes > 0) await jobs.repeat(morning, {}, { jobId: MORNING_JOB_ID, every, startAt });
  else await jobs.cancel(MORNING_JOB_ID);
}
