import path from 'node:path';
import {
  ApiRouter,
  createServiceOutbox,
  openJobQueue,
  type JobQueue,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import type { MatchApp } from './app/context.js';
import type { MatchConfig } from './config.js';
import { subscribeToEvents } from './events/consumers.js';
import { MATCH_PRODUCER } from './events/match-events.js';
import type { MatchHttp } from './http/context.js';
import { adminQuestionRoutes } from './http/admin-question-routes.js';
import { adminStoryRoutes } from './http/admin-story-routes.js';
import { guardianRoutes } from './http/guardian-routes.js';
import { pairRoutes } from './http/pair-routes.js';
import { publicStoryRoutes } from './http/public-story-routes.js';
import { questionRoutes } from './http/question-routes.js';
import { statsRoutes } from './http/stats-routes.js';
import { storyRoutes } from './http/story-routes.js';
import { startReminderJobs } from './jobs/reminder-jobs.js';
import { AnswerStore } from './store/answer-store.js';
import { MemberStore } from './store/member-store.js';
import { PairStore } from './store/pair-store.js';
import { QuestionStore } from './store/question-store.js';
import { StoryStore } from './store/story-store.js';
import { platform } from './store/schema.js';

export { loadMatchConfig, matchEnvSchema, type MatchConfig } from './config.js';

/** The path to nikah: pairs and their stages (DESIGN §2). */
export function createMatchService(
  deps: ServiceDeps,
  options: { config: MatchConfig; clock?: () => Date },
): ServiceModule & { app: MatchApp } {
  const { database, verifier } = deps;
  const events = createServiceOutbox(deps, MATCH_PRODUCER, platform);
  const app: MatchApp = {
    database,
    outbox: events.outbox,
    pairs: new PairStore(),
    members: new MemberStore(),
    answers: new AnswerStore(),
    questions: new QuestionStore(),
    stories: new StoryStore(),
    clock: options.clock ?? (() => new Date()),
  };
  const http: MatchHttp = { api: new ApiRouter({ tag: 'match', verifier }), app };
  pairRoutes(http);
  guardianRoutes(http);
  questionRoutes(http);
  statsRoutes(http);
  storyRoutes(http);
  publicStoryRoutes(http);
  adminStoryRoutes(http);
  adminQuestionRoutes(http);

  let jobs: JobQueue | undefined;
  return {
    name: 'match',
    app,
    api: http.api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      const logger = deps.logger.child({ service: 'match' });
      jobs = await openJobQueue(deps.config, { queue: 'match', database, logger, now: app.clock });
      await startReminderJobs(jobs, app, logger);
      await subscribeToEvents(deps, app);
    },
    startPublishing: events.start,
    async stop() {
      await jobs?.close();
      await events.stop();
    },
  };
}
