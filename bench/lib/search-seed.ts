import type { Client } from '@elastic/elasticsearch';
import type { Db } from '@mawadda/kit';
import { docOf } from '../../services/search/src/index/elastic/mapping.js';
import type { IndexedMember } from '../../services/search/src/index/search-index.js';
import { memberIndex } from '../../services/search/src/store/schema.js';

/*
 * Search benches fill the index straight into its table and Elasticsearch, not through events:
 * 100,000 members take seconds this way, where the event path would take most of the run.
 */

/** The SQL adapter's table (PGlite or PostgreSQL), by multi-row inserts. */
export async function seedIndexTable(db: Db, members: readonly IndexedMember[]): Promise<void> {
  for (let i = 0; i < members.length; i += 1000)
    await db.insert(memberIndex).values(members.slice(i, i + 1000));
  await db.execute('analyze search.member_index');
}

/** The Elasticsearch index behind `alias`, by bulk, refreshed and merged to one segment. */
export async function seedElastic(
  es: Client,
  alias: string,
  members: readonly IndexedMember[],
): Promise<void> {
  for (let i = 0; i < members.length; i += 5000) {
    const operations = members
      .slice(i, i + 5000)
      .flatMap((m) => [
        { index: { _index: alias, _id: m.memberId, version: m.rev, version_type: 'external_gte' as const } },
        docOf(m),
      ]);
    const res = await es.bulk({ operations });
    if (res.errors) throw new Error('bulk indexing failed');
  }
  await es.indices.refresh({ index: alias });
  await es.indices.forcemerge({ index: alias, max_num_segments: 1 });
}
