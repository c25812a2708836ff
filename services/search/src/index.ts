import path from 'node:path';
import { ApiRouter, createRateLimiter, type ServiceDeps, type ServiceModule } from '@mawadda/kit';
import type { SearchConfig } from './config.js';
import { subscribeToSources } from './events/consumers.js';
import type { SearchContext } from './http/context.js';
import { rebuildRoutes } from './http/rebuild-routes.js';
import { searchRoutes } from './http/search-routes.js';
import { openSearchIndex } from './index/open-search-index.js';
import type { SearchIndex } from './index/search-index.js';
import { ReadModel } from './read-model/read-model.js';
import { MemberSearch } from './search/member-search.js';
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
  const members = new MemberStore();
  const blocks = new BlockStore();
  const model = new ReadModel(index, members, blocks);
  const ctx: SearchContext = {
    api: new ApiRouter({ tag: 'search', verifier }),
    database,
    index,
    model,
    search: new MemberSearch(database.db, index, members, blocks, options.clock),
    rebuilds: new RebuildStore(database.db),
    searchLimiter: createRateLimiter(
      { name: 'search-members', points: config.RATE_LIMIT_SEARCHES_PER_MINUTE, durationSeconds: 60 },
      deps.redis,
    ),
  };
  searchRoutes(ctx);
  rebuildRoutes(ctx);

  return {
    name: 'search',
    api: ctx.api,
    index,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await index.prepare();
      await subscribeToSources(deps, model);
    },
    startPublishing() {},
    async stop() {
      await index.close();
    },
    readiness: index.kind === 'elasticsearch' ? { elasticsearch: () => index.ping() } : undefined,
  };
}
