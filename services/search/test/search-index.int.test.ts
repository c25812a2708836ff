// The index contract and the search API on the real engines: the SQL adapter on PostgreSQL with
// Kafka carrying the events, and the Elasticsearch adapter on the node infra/local started.
import { Client } from '@elastic/elasticsearch';
import { afterAll, expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import { ElasticSearchIndex } from '../src/index/elastic/elastic-index.js';
import { MAPPING_VERSION } from '../src/index/elastic/mapping.js';
import { compatibilityApiSuite } from './api/compatibility-api.suite.js';
import { searchApiSuite } from './api/search-api.suite.js';
import { compatibilityContract } from './contract/compatibility.contract.js';
import { searchIndexContract } from './contract/search-index.contract.js';
import './sql-index.test.js';
import './search-api.test.js';

const node = process.env.ELASTICSEARCH_URL;
// One alias per run, so a run never reads another's leftovers.
const alias = (what: string) => `mawadda-test-${what}-${process.pid}`;

it('runs on the real engines, Elasticsearch among them', () => {
  expect(realEngines()).toBe(true);
  expect(node).toMatch(/^https?:\/\//);
});

searchIndexContract('Elasticsearch adapter', async () => {
  const index = new ElasticSearchIndex({ node: node!, alias: alias('contract') });
  return {
    index,
    close: () => index.close(),
  };
});

compatibilityContract('Elasticsearch adapter', async () => {
  const index = new ElasticSearchIndex({ node: node!, alias: alias('compatibility') });
  return { index, close: () => index.close() };
});

searchApiSuite('Elasticsearch index', () => new ElasticSearchIndex({ node: node!, alias: alias('api') }));
compatibilityApiSuite('Elasticsearch index', () => new ElasticSearchIndex({ node: node!, alias: alias('api') }));

afterAll(async () => {
  const client = new Client({ node: node! });
  // Named one by one: Elasticsearch 8 refuses wildcard deletes.
  const indices = ['contract', 'compatibility', 'api'].map((what) => `${alias(what)}-v${MAPPING_VERSION}`);
  await client.indices.delete({ index: indices, ignore_unavailable: true });
  await client.close();
});
