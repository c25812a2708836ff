import type { IndexQuery, SortKey } from '../../services/search/src/index/search-index.js';
import { percentiles, timed, type Percentiles } from '../lib/sampling.js';

export type Run = (q: IndexQuery) => Promise<SortKey[]>;

export interface PairFigures {
  adapter: Percentiles;
  baseline: Percentiles;
  /** Each query's answer (`[rank, id]` of every hit), to hold the engines to one another. */
  answers: { adapter: string[]; baseline: string[] };
}

/**
 * Each query once on the adapter and once on its baseline, alternating which goes first so that
 * neither always finds the other's caches warm, after a few untimed queries to warm both up.
 */
export async function timePairs(
  label: string,
  queries: IndexQuery[],
  adapter: Run,
  baseline: Run,
  warmup = 5,
) {
  for (const q of queries.slice(0, warmup)) {
    await adapter(q);
    await baseline(q);
  }
  const times = { adapter: [] as number[], baseline: [] as number[] };
  const answers = { adapter: [] as string[], baseline: [] as string[] };
  for (const [i, q] of queries.entries()) {
    const order = i % 2 === 0 ? (['adapter', 'baseline'] as const) : (['baseline', 'adapter'] as const);
    for (const which of order) {
      let keys: SortKey[] = [];
      times[which].push(
        await timed(async () => (keys = await (which === 'adapter' ? adapter : baseline)(q))),
      );
      answers[which].push(JSON.stringify(keys));
    }
    process.stdout.write(`\r  ${label}: ${i + 1}/${queries.length}   `);
  }
  process.stdout.write('\r\x1b[K');
  return {
    adapter: percentiles(times.adapter),
    baseline: percentiles(times.baseline),
    answers,
  } satisfies PairFigures;
}

/** Throws unless both lists of answers are the same, naming the first query where they differ. */
export function sameAnswers(what: string, expected: string[], got: string[]): void {
  const at = expected.findIndex((a, i) => a !== got[i]);
  if (at !== -1 || expected.length !== got.length)
    throw new Error(`${what}: answers differ at query ${at} (${expected[at]} / ${got[at]})`);
}
