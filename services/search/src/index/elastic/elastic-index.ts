import { Client, errors, type estypes } from '@elastic/elasticsearch';
import { SearchIndexUnavailable } from '../../domain/index-unavailable.js';
import type {
  IndexWrite,
  IndexedMember,
  IndexHit,
  IndexQuery,
  SearchIndex,
  SortKey,
} from '../search-index.js';
import {
  ADDED_FIELDS,
  docOf,
  MAPPING_VERSION,
  MEMBER_MAPPING,
  MEMBER_SETTINGS,
  memberOf,
  type MemberDoc,
} from './mapping.js';
import { queryOf, sortOf } from './query.js';
import { RANK_OFFSET } from './fit-query.js';

/** The cursor as the sort reads it: a compatibility score is its rank plus the offset. */
const afterOf = (q: IndexQuery): [number, string] =>
  q.sort.by === 'compatibility' ? [q.after![0] + RANK_OFFSET, q.after![1]] : q.after!;

export interface ElasticOptions {
  node: string;
  /** Queries and writes go through this alias; the index behind it is `<alias>-v<mapping version>`. */
  alias: string;
}

const isStatus = (e: unknown, status: number) => e instanceof errors.ResponseError && e.statusCode === status;
const isAlreadyThere = (e: unknown) =>
  e instanceof errors.ResponseError && e.body?.error?.type === 'resource_already_exists_exception';

/**
 * How long a member's search waits for Elasticsearch before answering 503: a search that hangs
 * helps nobody, and the member can try again. One attempt (no client retry: with one node a retry
 * only doubles the wait).
 */
export const QUERY_TIMEOUT_MS = 2_000;
/** An event's write waits longer (no one is waiting on it), then the event is retried. */
export const WRITE_TIMEOUT_MS = 5_000;
const QUERY = { requestTimeout: QUERY_TIMEOUT_MS, maxRetries: 0 } as const;
const WRITE = { requestTimeout: WRITE_TIMEOUT_MS, maxRetries: 1 } as const;

/**
 * Elasticsearch cannot answer now: no connection, no answer in time, or a 429/5xx (overloaded,
 * shards still recovering after a restart). Anything else (a 400 of a bad query, a mapping
 * conflict) is a bug and stays a plain error.
 */
export const isUnavailable = (e: unknown): boolean =>
  e instanceof errors.ConnectionError ||
  e instanceof errors.TimeoutError ||
  e instanceof errors.NoLivingConnectionsError ||
  e instanceof errors.RequestAbortedError ||
  (e instanceof errors.ResponseError && (e.statusCode === 429 || (e.statusCode ?? 0) >= 500));

/** Runs a request, turning "Elasticsearch cannot answer" into the port's `SearchIndexUnavailable`. */
async function guarded<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (e) {
    throw isUnavailable(e) ? new SearchIndexUnavailable(e) : e;
  }
}

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
    // Defaults for start-up and admin calls; searches and event writes pass tighter ones below.
    this.client = new Client({ node: options.node, maxRetries: 3, requestTimeout: 30_000 });
    this.alias = options.alias;
  }

  private get concrete() {
    return `${this.alias}-v${MAPPING_VERSION}`;
  }

  async prepare(): Promise<void> {
    if (await this.client.indices.existsAlias({ name: this.alias })) {
      // An index made before the verification fields (or before `visibility`) gets its new fields
      // in place. Read first: a mapping update is a cluster-state change, slow under load, and a
      // restarted search must be ready within seconds; an index that has the fields needs none.
      const mappings = await this.client.indices.getMapping({ index: this.alias });
      const fields = Object.values(mappings)[0]?.mappings?.properties ?? {};
      if (Object.keys(ADDED_FIELDS).some((field) => !(field in fields)))
        await this.client.indices.putMapping({ index: this.alias, properties: ADDED_FIELDS });
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
      await guarded(() =>
        this.client.index(
          {
            index: this.alias,
            id: m.memberId,
            document: docOf(m),
            version: m.rev,
            version_type: 'external_gte',
            // Never let a write create an index named like the alias, with a guessed mapping, when
            // the real index is missing: fail instead, and the event is retried.
            require_alias: true,
          },
          WRITE,
        ),
      );
    } catch (e) {
      // A newer revision is already there: this write is stale, and dropping it is the point.
      if (!isStatus(e, 409)) throw e;
    }
  }

  async remove(memberId: string, rev: number): Promise<void> {
    try {
      await guarded(() =>
        this.client.delete(
          { index: this.alias, id: memberId, version: rev, version_type: 'external_gte' },
          WRITE,
        ),
      );
    } catch (e) {
      // Not there (404), or there at a newer revision (409): either way nothing to remove.
      if (!isStatus(e, 404) && !isStatus(e, 409)) throw e;
    }
  }

  /**
   * One bulk request, versioned as `put` and `remove` are. A 409 or a delete's 404 is the guard at
   * work; a 429 or 5xx item throws `SearchIndexUnavailable` (repeating is harmless under the
   * guard); any other refusal is a bug, named by type, never by document.
   */
  async write(writes: readonly IndexWrite[]): Promise<void> {
    if (writes.length === 0) return;
    const operations = writes.flatMap((w): (estypes.BulkOperationContainer | MemberDoc)[] =>
      'put' in w
        ? [
            { index: { _id: w.put.memberId, version: w.put.rev, version_type: 'external_gte' as const } },
            docOf(w.put),
          ]
        : [
            {
              delete: {
                _id: w.remove.memberId,
                version: w.remove.rev,
                version_type: 'external_gte' as const,
              },
            },
          ],
    );
    const res = await guarded(() =>
      this.client.bulk({ index: this.alias, operations, require_alias: true }, WRITE),
    );
    if (!res.errors) return;
    for (const item of res.items) {
      const [op, result] = Object.entries(item)[0] ?? [];
      if (!result?.error || result.status === 409 || (op === 'delete' && result.status === 404)) continue;
      if (result.status === 429 || result.status >= 500)
        throw new SearchIndexUnavailable(new Error(`bulk ${op} answered ${result.status}`));
      throw new Error(`bulk ${op} refused: ${result.status} ${result.error.type}`);
    }
  }

  async query(q: IndexQuery): Promise<IndexHit[]> {
    const res = await guarded(() =>
      this.client.search<MemberDoc>(
        {
          index: this.alias,
          query: queryOf(q),
          sort: sortOf(q),
          size: q.limit,
          track_total_hits: false,
          ...(q.after && { search_after: afterOf(q) }),
        },
        QUERY,
      ),
    );
    return res.hits.hits.map((hit) => {
      const [value, id] = hit.sort as [number, string];
      const key: SortKey = [
        q.sort.by === 'compatibility' ? Number(value) - RANK_OFFSET : Number(value),
        String(id),
      ];
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
    return this.client.cluster.health(
      { index: this.alias, wait_for_status: 'yellow', timeout: '2s' },
      // /readyz must answer quickly: one short attempt, never the client's retries.
      { requestTimeout: 2_500, maxRetries: 0 },
    );
  }
}
