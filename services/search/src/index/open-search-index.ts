import type { Database } from '@mawadda/kit';
import type { SearchConfig } from '../config.js';
import { ElasticSearchIndex } from './elastic/elastic-index.js';
import { MemorySearchIndex } from './memory/memory-index.js';
import type { SearchIndex } from './search-index.js';
import { SqlSearchIndex } from './sql/sql-index.js';

/**
 * The adapter configuration chose: Elasticsearch, or the table beside the read model, answered
 * from memory where this process alone holds the database (PGlite) and by SQL where replicas
 * share it (PostgreSQL).
 */
export function openSearchIndex(config: SearchConfig, database: Database): SearchIndex {
  if (config.SEARCH_INDEX === 'elasticsearch')
    return new ElasticSearchIndex({ node: config.ELASTICSEARCH_URL!, alias: config.ELASTICSEARCH_INDEX });
  return database.kind === 'pglite' ? new MemorySearchIndex(database.db) : new SqlSearchIndex(database.db);
}
