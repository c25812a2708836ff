import type { Db } from '@mawadda/kit';
import type { SearchConfig } from '../config.js';
import { ElasticSearchIndex } from './elastic/elastic-index.js';
import type { SearchIndex } from './search-index.js';
import { SqlSearchIndex } from './sql/sql-index.js';

/** The adapter configuration chose: a table beside the read model, or Elasticsearch. */
export function openSearchIndex(config: SearchConfig, db: Db): SearchIndex {
  if (config.SEARCH_INDEX === 'elasticsearch')
    return new ElasticSearchIndex({ node: config.ELASTICSEARCH_URL!, alias: config.ELASTICSEARCH_INDEX });
  return new SqlSearchIndex(db);
}
