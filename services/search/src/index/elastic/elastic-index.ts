import { Client, errors } from '@elastic/elasticsearch';
import type { IndexedMember, IndexHit, IndexQuery, SearchIndex, SortKey } from '../search-index.js';
import {
  BADGE_FIELDS,
  docOf,
  MAPPING_VERSION,
  MEMBER_MAPPING,
  MEMBER_SETTINGS,
  memberOf,
  type MemberDoc,
} from './mapping.js';
import { filterOf, sortOf } from './query.js';

export interface ElasticOptions {
  node: string;
  /** Queries and writes go through this alias; the index behind it is `<alias>-v<mapping version>`. */
  alias: string;
}

const isStatus = (e: unknown, status: number) => e instanceof errors.ResponseError && e.statusCode === status;
const isAlreadyThere = (e: unknown) =>
  e instanceof errors.ResponseError && e.body?.error?.type === 'resource_already_exists_exception';

/**
 * The index in Elasticsearch (distributed mode). Each write carries the member's revision as an
 * external version, so Elasticsearch itself drops a write older than the one it holds: events
 * arriving twice or out of order, or a rebuild racing the consumers, cannot roll a member back.
 */
export class ElasticSearchIndex implements SearchIndex {
  readonly kind = 'elasticsearch' as const;
  private readonly client: Client;
  private readonly alias: string;

  constructor(options: ElasticOptions) {
    this.client = new Client({ node: options.node, maxRetries: 3, requestTimeout: 30_000 });
    this.alias = options.alias;
  }

  private get concrete() {
    return `${this.alias}-v${MAPPING_VERSION}`;
  }

  async prepare(): Promise<void> {
    if (await this.client.indices.existsAlias({ name: this.alias })) {
      // An index made before issue 17 gets its new fields in place (idempotent).
      await this.client.indices.putMapping({ index: this.alias, properties: BADGE_FIELDS });
      return;
    }
    try {
      await this.client.indices.create({
        index: this.concrete,
        mappings: MEMBER_MAPPING,
        settings: MEMBER_SETTINGS,
        aliases: { [this.alias]: { is_write_index: true } },
        wait_for_active_shards: 1,
      });
    } catch (e) {
      // Another instance of the service prepared it first.
      if (!isAlreadyThere(e)) throw e;
    }
  }

  async put(m: IndexedMember): Promise<void> {
    try {
      await this.client.index({
        index: this.alias,
        id: m.memberId,
        document: docOf(m),
        version: m.rev,
        version_type: 'external_gte',
        // Never let a write create an index named like the alias, with a guessed mapping, when
        // the real index is missing: fail instead, and the event is retried.
        require_alias: true,
      });
    } catch (e) {
      // A newer revision is already there: this write is stale, and dropping it is the point.
      if (!isStatus(e, 409)) throw e;
    }
  }

  async remove(memberId: string, rev: number): Promise<void> {
    try {
      await this.client.delete({
        index: this.alias,
        id: memberId,
        version: rev,
        version_type: 'external_gte',
      });
    } catch (e) {
      // Not there (404), or there at a newer revision (409): either way nothing to remove.
      if (!isStatus(e, 404) && !isStatus(e, 409)) throw e;
    }
  }

  async query(q: IndexQuery): Promise<IndexHit[]> {
    const res = await this.client.search<MemberDoc>({
      index: this.alias,
      query: filterOf(q.filter),
      sort: sortOf(q),
      size: q.limit,
      track_total_hits: false,
      ...(q.after && { search_after: q.after }),
    });
    return res.hits.hits.map((hit) => {
      const [value, id] = hit.sort as [number, string];
      const key: SortKey = [Number(value), String(id)];
      return {
        member: memberOf(hit._source!),
        key,
        ...(q.sort.by === 'nearest' && { distanceM: key[0] }),
      };
    });
  }

  async flush(): Promise<void> {
    await this.client.indices.refresh({ index: this.alias });
  }

  async count(): Promise<number> {
    const res = await this.client.count({ index: this.alias });
    return res.count;
  }

  /**
   * Drops the index and makes a fresh one: a delete-by-query would leave version tombstones
   * behind, and a member written again at a lower revision would then be refused.
   */
  async clear(): Promise<void> {
    await this.client.indices.delete({ index: this.concrete, ignore_unavailable: true });
    await this.prepare();
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  async ping(): Promise<unknown> {
    return this.client.cluster.health({ index: this.alias, wait_for_status: 'yellow', timeout: '2s' });
  }
}
