import path from 'node:path';
import { ApiRouter, createRateLimiter, type ServiceDeps, type ServiceModule } from '@mawadda/kit';
import type { SearchApp } from './app/context.js';
import type { SearchConfig } from './config.js';
import { subscribeToSources } from './events/consumers.js';
import type { SearchHttp } from './http/context.js';
import { rebuildRoutes } from './http/rebuild-routes.js';
import { searchRoutes } from './http/search-routes.js';
import { openSearchIndex } from './index/open-search-index.js';
import type { SearchIndex } from './index/search-index.js';
import { BlockStore } from './store/block-store.js';
import { MemberStore } from './store/member-store.js';
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
  const index = options.index ?? openSearchIndex(config, database.db);
  const app: SearchApp = {
    database,
    index,
    members: new MemberStore(),
    blocks: new BlockStore(),
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

  return {
    name: 'search',
    api: http.api,
    index,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await index.prepare();
      await subscribeToSources(deps, app);
    },
    startPublishing() {},
    async stop() {
      await index.close();
    },
    readiness: index.kind === 'elasticsearch' ? { elasticsearch: () => index.ping() } : undefined,
  };
}
