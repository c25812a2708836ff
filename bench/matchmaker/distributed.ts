import { Client } from '@elastic/elasticsearch';
import { pino } from 'pino';
import { KafkaEventBus, openPostgresDatabase } from '@mawadda/kit';
import { createScratchDatabase } from '@mawadda/kit/testing';
import { ElasticSearchIndex } from '../../services/search/src/index/elastic/elastic-index.js';
import { MAPPING_VERSION } from '../../services/search/src/index/elastic/mapping.js';
import type { IndexQuery, SearchIndex, SortKey } from '../../services/search/src/index/search-index.js';
import { SqlSearchIndex } from '../../services/search/src/index/sql/sql-index.js';
import { seedElastic, seedIndexTable } from '../lib/search-seed.js';
import { checkPickQuery, MIGRATIONS } from './embedded.js';
import { elasticCompatibility, sqlCompatibility } from './forward-only.js';
import { sameAnswers, timePairs, type PairFigures } from './latency.js';
import { timeMorningRun, type MorningFigures } from './morning.js';
import { seedReadModel, type Person } from './population.js';

export interface AdapterFigures {
  search: PairFigures;
  pick: PairFigures;
}

export interface DistributedFigures {
  sql: AdapterFigures;
  elastic: AdapterFigures;
  morning: MorningFigures;
}

/** Her musts only; or both ways (`both`), as the adapter asks. */
type Baseline = (q: IndexQuery, both?: boolean) => Promise<SortKey[]>;

const keysOf = (index: SearchIndex) => async (q: IndexQuery) => (await index.query(q)).map((h) => h.key);

/**
 * The baseline builds what the adapter sends: with both directions it must find what the adapter
 * finds, or the ratio would compare two different queries.
 */
async function checkBaseline(what: string, queries: IndexQuery[], adapter: SearchIndex, baseline: Baseline) {
  for (const q of queries.slice(0, 10)) {
    const [a, b] = await Promise.all([keysOf(adapter)(q), baseline(q, true)]);
    if (JSON.stringify(a) !== JSON.stringify(b))
      throw new Error(`${what}: the baseline no longer builds the adapter's query`);
  }
}

/**
 * Distributed mode: PostgreSQL (its SQL index for the SQL adapter's figures), Elasticsearch and
 * Kafka. The latencies of both adapters, each held to the embedded answers, then the morning run
 * on PostgreSQL and Elasticsearch.
 */
export async function measureDistributed(o: {
  engines: Record<string, string>;
  people: Person[];
  searches: IndexQuery[];
  picks: IndexQuery[];
  expected: { search: PairFigures['answers']; pick: PairFigures['answers'] };
  due: ReadonlySet<string>;
  now: Date;
}): Promise<DistributedFigures> {
  const members = o.people.map((p) => p.member);
  const node = o.engines.ELASTICSEARCH_URL!;
  const alias = `mawadda-bench-matchmaker-${process.pid}`;
  const scratch = await createScratchDatabase(o.engines.DATABASE_URL!);
  const database = await openPostgresDatabase(scratch.url);
  const es = new Client({ node });
  const elastic = new ElasticSearchIndex({ node, alias });
  try {
    const started = Date.now();
    await database.migrate(MIGRATIONS, 'search');
    await seedIndexTable(database.db, members);
    await seedReadModel(database.db, o.people, o.due, o.now);
    await elastic.prepare();
    await seedElastic(es, alias, members);
    console.log(`  PostgreSQL and Elasticsearch seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

    const measure = async (label: string, adapter: SearchIndex, baseline: Baseline) => {
      await checkBaseline(label, o.searches, adapter, baseline);
      const forward = (q: IndexQuery) => baseline(q);
      const search = await timePairs(`${label}, search`, o.searches, keysOf(adapter), forward);
      const pick = await timePairs(`${label}, pick`, o.picks, keysOf(adapter), forward);
      for (const [what, got, expected] of [
        ['search', search.answers, o.expected.search],
        ['pick', pick.answers, o.expected.pick],
      ] as const) {
        sameAnswers(`${label}, ${what}, adapter`, expected.adapter, got.adapter);
        sameAnswers(`${label}, ${what}, without the reverse direction`, expected.baseline, got.baseline);
      }
      return { search, pick };
    };
    const sql = await measure('SQL adapter (PostgreSQL)', new SqlSearchIndex(database.db), (q, both) =>
      sqlCompatibility(database.db, q, both),
    );
    const elasticFigures = await measure('Elasticsearch adapter', elastic, (q, both) =>
      elasticCompatibility(es, alias, q, both),
    );

    const bus = new KafkaEventBus({
      brokers: o.engines.KAFKA_BROKERS!.split(','),
      clientId: 'bench-matchmaker',
      logger: pino({ level: 'silent' }),
      groupSuffix: `bench-${process.pid}`,
    });
    try {
      const { firstQuery, ...morning } = await timeMorningRun({
        label: 'morning run, distributed',
        database,
        bus,
        index: elastic,
        now: o.now,
        due: o.due.size,
      });
      checkPickQuery(firstQuery, o.people, o.now);
      return { sql, elastic: elasticFigures, morning };
    } finally {
      await bus.close();
    }
  } finally {
    await es.indices.delete({ index: `${alias}-v${MAPPING_VERSION}`, ignore_unavailable: true });
    await es.close();
    // Closed by the service's stop already when the morning ran.
    await elastic.close().catch(() => undefined);
    await database.close();
    await scratch.drop();
  }
}
