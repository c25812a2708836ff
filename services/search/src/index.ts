import path from 'node:path';
import {
  ApiRouter,
  createRateLimiter,
  createServiceOutbox,
  EntitlementCopy,
  openJobQueue,
  type JobQueue,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import type { SearchApp } from './app/context.js';
import type { SearchConfig } from './config.js';
import { subscribeToSources } from './events/consumers.js';
import type { SearchHttp } from './http/context.js';
import { rebuildRoutes } from './http/rebuild-routes.js';
import { searchRoutes } from './http/search-routes.js';
import { suggestionRoutes } from './http/suggestion-routes.js';
import { planMorningRun } from './jobs/suggestion-jobs.js';
import { runMorning } from './app/morning-run.js';
import { openSearchIndex } from './index/open-search-index.js';
import { prepareIndex } from './index/prepare-index.js';
import type { SearchIndex } from './index/search-index.js';
import { IndexWriteBuffer } from './index/write-buffer.js';
import { BlockStore } from './store/block-store.js';
import { FollowStore } from './store/follow-store.js';
import { MemberStore } from './store/member-store.js';
import { PreferencesStore } from './store/preferences-store.js';
import { RebuildStore } from './store/rebuild-store.js';
import { ApproachStore } from './store/approach-store.js';
import { GuardianStore } from './store/guardian-store.js';
import { entitlements, platform } from './store/schema.js';
import { SuggestionStore } from './store/suggestion-store.js';

export { loadSearchConfig, searchEnvSchema, type SearchConfig } from './config.js';
export type { SearchIndex } from './index/search-index.js';

/**
 * Member read model, partner search, compatibility and daily suggestions (DESIGN §2). Its one
 * event is `suggestions.ready`; the morning run is a repeated job (table or BullMQ).
 */
export function createSearchService(
  deps: ServiceDeps,
  options: { config: SearchConfig; index?: SearchIndex; clock?: () => Date },
): ServiceModule & { index: SearchIndex; runMorning(): Promise<number> } {
  const { database, verifier } = deps;
  const config = options.config;
  const index = options.index ?? openSearchIndex(config, database);
  const events = createServiceOutbox(deps, 'search', platform);
  const app: SearchApp = {
    database,
    index,
    members: new MemberStore(database.db, database.rowChanges),
    blocks: new BlockStore(database.db, database.rowChanges),
    follows: new FollowStore(database.db, database.rowChanges),
    preferences: new PreferencesStore(database.db),
    rebuilds: new RebuildStore(database.db),
    suggestions: new SuggestionStore(database.db),
    approaches: new ApproachStore(database.db),
    guardians: new GuardianStore(database.db),
    entitlements: new EntitlementCopy(entitlements),
    suggestionsPerDay: { free: config.SUGGESTIONS_PER_DAY_FREE, premium: config.SUGGESTIONS_PER_DAY_PREMIUM },
    outbox: events.outbox,
    logger: deps.logger.child({ service: 'search' }),
    searchLimiter: createRateLimiter(
      { name: 'search-members', points: config.RATE_LIMIT_SEARCHES_PER_MINUTE, durationSeconds: 60 },
      deps.redis,
    ),
    clock: options.clock ?? (() => new Date()),
  };
  const http: SearchHttp = { api: new ApiRouter({ tag: 'search', verifier }), app };
  searchRoutes(http);
  rebuildRoutes(http);
  suggestionRoutes(http);
  let jobs: JobQueue | undefined;
  let preparing: ReturnType<typeof prepareIndex> | undefined;

  return {
    name: 'search',
    api: http.api,
    index,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      // Elasticsearch down at start: search starts anyway (searches answer 503) and prepares the
      // index in the background; the events wait in their topics until it is there, then apply.
      preparing = prepareIndex(index, deps.logger);
      const subscribe = () => subscribeToSources(deps, app, new IndexWriteBuffer(app.index));
      if (await preparing.firstAttempt()) await subscribe();
      else void preparing.ready().then(subscribe);
      jobs = await openJobQueue(deps.config, {
        queue: 'search',
        database,
        logger: deps.logger,
        now: app.clock,
      });
      await planMorningRun(jobs, app, config.SUGGESTIONS_RUN_EVERY_MINUTES);
    },
    startPublishing: events.start,
    /** Runs the morning run now (tests, benchmarks, operators after moving the clock). */
    runMorning: () => runMorning(app, app.clock()),
    async stop() {
      preparing?.stop();
      await jobs?.close();
      await events.stop();
      await index.close();
    },
    readiness:
      index.kind === 'elasticsearch'
        ? {
            elasticsearch: async () => {
              if (!preparing?.isReady()) throw new Error('search index not prepared yet');
              await index.ping();
            },
          }
        : undefined,
  };
}
