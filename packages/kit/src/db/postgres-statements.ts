import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * node-postgres sends every query unnamed, so PostgreSQL parses and plans each text every time. A
 * text with parameters sent `NAME_AFTER` times goes named from then on: parsed once per connection,
 * planned from PostgreSQL's cache, as PGlite's are (`pglite-statements.ts`). The rules (a bound on
 * named texts, a table changed under a statement) are in the kit README.
 */
const NAME_AFTER = 3;
const MAX_NAMED = 1_000;
/** Texts counted before being named; the count starts over past this many (built texts). */
const MAX_COUNTED = 10_000;
/** PostgreSQL's answer for a prepared statement whose result type changed: it is not used again. */
const PLAN_CHANGED = '0A000';

type QueryConfig = { text: string; name?: string; [key: string]: unknown };
type Callback = (err: Error | null, result?: unknown) => void;
type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Names the frequent statements of every connection the pool opens (see above). */
export function nameFrequentStatements(pool: pg.Pool): void {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  const retired = new Set<string>();

  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || retired.has(text) || names.size >= MAX_NAMED) return known;
    const seen = (counts.get(text) ?? 0) + 1;
    if (seen < NAME_AFTER) {
      if (counts.size >= MAX_COUNTED) counts.clear();
      counts.set(text, seen);
      return undefined;
    }
    counts.delete(text);
    const name = `mw_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
  const retireOn = (err: unknown, text: string) => {
    if ((err as { code?: unknown } | null)?.code !== PLAN_CHANGED) return;
    names.delete(text);
    retired.add(text);
  };

  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (config, values, callback) => {
      const named = withName(config, values, nameOf);
      if (!named) return query(config, values, callback);
      if (typeof callback === 'function') {
        return query(named, values, (err: Error | null, result?: unknown) => {
          if (err) retireOn(err, named.text);
          (callback as Callback)(err, result);
        });
      }
      const answer = query(named, values) as Promise<unknown>;
      return answer.catch((err: unknown) => {
        retireOn(err, named.text);
        throw err;
      });
    };
  });
}

/** The query with a name, when it has parameters and its text has earned one; else undefined. */
function withName(
  config: unknown,
  values: unknown,
  nameOf: (text: string) => string | undefined,
): QueryConfig | undefined {
  const query: QueryConfig | undefined =
    typeof config === 'string'
      ? { text: config }
      : config && typeof config === 'object' && typeof (config as QueryConfig).text === 'string'
        ? (config as QueryConfig)
        : undefined;
  if (!query || query.name || !Array.isArray(values) || values.length === 0) return undefined;
  const name = nameOf(query.text);
  return name ? { ...query, name } : undefined;
}
