// Search: the same typical query on 100,000 members through the SQL adapter (PGlite, as
// embedded mode runs it) and the Elasticsearch adapter, each beside the same query written by
// hand and sent straight to Elasticsearch in the same run: the ratios are the figures. Then how
// long a profile edit takes to become searchable, in embedded mode and on the distributed engines.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from '@elastic/elasticsearch';
import { openPgliteDatabase } from '@mawadda/kit';
import { createScratchDatabase } from '@mawadda/kit/testing';
import { ensureEngines } from '../infra/local/ensure.mjs';
import { generatePhoneKey } from '../services/auth/src/store/phone-key-secret.js';
import { generateTwoFactorKey } from '../services/auth/src/store/second-factor-key.js';
import { generateSigningJwk } from '../services/auth/src/store/signing-keys.js';
import { ElasticSearchIndex } from '../services/search/src/index/elastic/elastic-index.js';
import { MAPPING_VERSION } from '../services/search/src/index/elastic/mapping.js';
import { SqlSearchIndex } from '../services/search/src/index/sql/sql-index.js';
import { benchConfig } from './search/bench-config.js';
import { measureFreshness } from './search/freshness.js';
import { syntheticMembers } from './search/population.js';
import { measureQueries, typicalSearch } from './search/query-latency.js';
import { seedElastic, seedIndexTable } from './lib/search-seed.js';
import { recordResults } from './lib/results.mjs';
import { ms } from './lib/sampling.js';

const {
  BENCH_SEARCH_MEMBERS: MEMBERS,
  BENCH_SEARCH_ROUNDS: ROUNDS,
  BENCH_SEARCH_FRESHNESS_ROUNDS: FRESHNESS_ROUNDS,
} = benchConfig;

const engines = (await ensureEngines(['postgres', 'redis', 'kafka', 'elasticsearch'])) as Record<
  string,
  string
>;
const node = engines.ELASTICSEARCH_URL!;
const alias = `mawadda-bench-${process.pid}`;

const database = await openPgliteDatabase();
await database.migrate(path.resolve(import.meta.dirname, '../services/search/drizzle'), 'search');
const sql = new SqlSearchIndex(database.db);
const elastic = new ElasticSearchIndex({ node, alias });
const es = new Client({ node });
await elastic.prepare();

const members = syntheticMembers(MEMBERS);
const started = Date.now();
await seedIndexTable(database.db, members);
await seedElastic(es, alias, members);
console.log(
  `search: ${MEMBERS} members seeded in PGlite and Elasticsearch in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const blocked = members.filter((_, i) => i % 9973 === 0).map((m) => m.memberId);
const figures = await measureQueries(sql, elastic, es, alias, typicalSearch(blocked), ROUNDS);
console.log(`typical search (single men 25–40, blocks excluded), page of 20, ${ROUNDS} rounds each:`);
console.log(`  ${'sort'.padEnd(11)} ${'engine'.padEnd(28)} ${'p50'.padStart(11)} ${'p95'.padStart(11)}`);
const fmt = (n: number) => `${n.toFixed(1)} ms`;
const resultFigures: Array<[string, string]> = [];
const resultRatios: Array<[string, string]> = [];
for (const f of figures) {
  for (const [label, p] of [
    ['SQL adapter (PGlite)', f.sql],
    ['Elasticsearch adapter', f.elastic],
    ['raw Elasticsearch (baseline)', f.raw],
  ] as const)
    resultFigures.push([`${f.sort}, ${label}`, `p50 ${fmt(p.p50)}, p95 ${fmt(p.p95)}`]);
  resultRatios.push(
    [`${f.sort}, p50 ES adapter / raw ES`, (f.elastic.p50 / f.raw.p50).toFixed(2)],
    [`${f.sort}, p50 SQL adapter / raw ES`, (f.sql.p50 / f.raw.p50).toFixed(2)],
  );
  const row = (label: string, p: { p50: number; p95: number }) =>
    console.log(`  ${f.sort.padEnd(11)} ${label.padEnd(28)} ${ms(p.p50)} ${ms(p.p95)}`);
  row('SQL adapter (PGlite)', f.sql);
  row('Elasticsearch adapter', f.elastic);
  row('raw Elasticsearch (baseline)', f.raw);
  console.log(
    `  ${f.sort.padEnd(11)} ratio p50 ES adapter / raw ES: ${(f.elastic.p50 / f.raw.p50).toFixed(2)}; ` +
      `SQL adapter / raw ES: ${(f.sql.p50 / f.raw.p50).toFixed(2)}`,
  );
}
await es.indices.delete({ index: `${alias}-v${MAPPING_VERSION}`, ignore_unavailable: true });
await elastic.close();
await es.close();
await database.close();

console.log(`profile edit → searchable, ${FRESHNESS_ROUNDS} edits each:`);
const embedded = await measureFreshness({}, FRESHNESS_ROUNDS);
console.log(
  `  embedded (PGlite, in-process events, SQL index)   p50 ${ms(embedded.p50)}  p95 ${ms(embedded.p95)}`,
);

const scratch = await createScratchDatabase(engines.DATABASE_URL!);
const freshAlias = `mawadda-bench-fresh-${process.pid}`;
try {
  const distributed = await measureFreshness(
    {
      DATABASE_URL: scratch.url,
      // Distributed mode takes its signing key from the environment.
      AUTH_PRIVATE_JWK: JSON.stringify(await generateSigningJwk()),
      AUTH_PHONE_KEY: generatePhoneKey(),
      AUTH_TWO_FACTOR_KEY: generateTwoFactorKey(),
      MEDIA_URL_SECRET: randomBytes(48).toString('base64'),
      KAFKA_BROKERS: engines.KAFKA_BROKERS!,
      KAFKA_GROUP_SUFFIX: `bench-${process.pid}`,
      REDIS_URL: engines.REDIS_URL!,
      SEARCH_INDEX: 'elasticsearch',
      ELASTICSEARCH_URL: node,
      ELASTICSEARCH_INDEX: freshAlias,
    },
    FRESHNESS_ROUNDS,
  );
  console.log(
    `  distributed (PostgreSQL, Kafka, Elasticsearch)     p50 ${ms(distributed.p50)}  p95 ${ms(distributed.p95)}`,
  );
  console.log(`  ratio p95 distributed / embedded: ${(distributed.p95 / embedded.p95).toFixed(2)}`);
  recordResults({
    id: 'search',
    title: 'Partner search and profile-edit freshness',
    script: 'node --import tsx bench/search.ts',
    setup:
      `${MEMBERS} synthetic members; a typical search (single men 25–40, blocks excluded), page of 20, ` +
      `${ROUNDS} rounds per sort; then ${FRESHNESS_ROUNDS} profile edits timed until searchable.`,
    figures: [
      ...resultFigures,
      ['edit → searchable, embedded', `p50 ${fmt(embedded.p50)}, p95 ${fmt(embedded.p95)}`],
      ['edit → searchable, distributed', `p50 ${fmt(distributed.p50)}, p95 ${fmt(distributed.p95)}`],
    ],
    ratios: [
      ...resultRatios,
      ['freshness p95 distributed / embedded', (distributed.p95 / embedded.p95).toFixed(2)],
    ],
  });
} finally {
  const client = new Client({ node });
  await client.indices.delete({ index: `${freshAlias}-v${MAPPING_VERSION}`, ignore_unavailable: true });
  await client.close();
  await scratch.drop();
}
