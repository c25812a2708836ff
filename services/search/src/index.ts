import path from 'node:path';
import { ApiRouter, createRateLimiter, type ServiceDeps, type ServiceModule } from '@mawadda/kit';
import type { SearchApp } from './app/context.js';
import type { SearchConfig } from './config.js';
import { subscribeToSources } from './events/consumers.js';
import type { SearchHttp } from './http/context.js';
import { rebuildRoutes } from './http/rebuild-routes.js';
import { searchRoutes } from './http/search-routes.js';
import { openSearchIndex } from './index/open-search-index.js';
import { prepareIndex } from './index/prepare-index.js';
import type { SearchIndex } from './index/search-index.js';
import { IndexWriteBuffer } from './index/write-buffer.js';
import { BlockStore } from './store/block-store.js';
import { FollowStore } from './store/follow-store.js';
import { MemberStore } from './store/member-store.js';
import { PreferencesStore } from './store/preferences-store.js';
import { RebuildStore } from './store/rebuild-store.js';

export { loadSearchConfig, searchEnvSchema, type SearchConfig } from './config.js';
export type { SearchIndex } from './index/search-index.js';

/** Member read model and partner search (DESIGN §2). Publishes nothing: it only listens. */
export function createSearchService(
  deps: ServiceDeps,
  options: { config: SearchConfig; index?: SearchIndex; clock?: () => Date },
): ServiceModule & { index: SearchIndex } {
  const { database, verifier } = deps;
  const config = options.config;
  const index = options.index ?? openSearchIndex(config, database);
  const app: SearchApp = {
    database,
    index,
    members: new MemberStore(database.db, database.rowChanges),
    blocks: new BlockStore(database.db, database.rowChanges),
    follows: new FollowStore(database.db, database.rowChanges),
    preferences: new PreferencesStore(database.db),
    rebuilds: new RebuildStore(database.db),
    searchLimiter: createRateLimiter(
      { name: 'search-members', points: config.RATE_LIMIT_SEARCHES_PER_MINUTE, durationSeconds: 60 },
      deps.redis,
    ),
    clock: options.clock ?? (() => new Date()),
  };
  const http: SearchHttp = { api: new ApiRouter({ tag: 'search', verifier }), app };
  searchRoutes(http);
  rebuildRoutes(http);
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
    },
    startPublishing() {},
    async stop() {
      preparing?.stop();
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
