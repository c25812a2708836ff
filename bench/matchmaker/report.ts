import type { Percentiles } from '../lib/sampling.js';
import type { DistributedFigures } from './distributed.js';
import type { EmbeddedFigures } from './embedded.js';
import type { PairFigures } from './latency.js';
import type { MorningFigures } from './morning.js';
import { PAGE, PICKS } from './queries.js';

/** The goal for a compatibility page on Elasticsearch. */
const GOAL_P95_MS = 50;

/** Prints the run's figures, each beside its baseline, and answers them for bench/RESULTS.md. */
export function report(o: {
  embedded: EmbeddedFigures;
  distributed: DistributedFigures;
  searchers: number;
  due: number;
  members: number;
}) {
  const fmt = (n: number) => `${n.toFixed(1)} ms`;
  const pct = (p: Percentiles) => `p50 ${fmt(p.p50)}, p95 ${fmt(p.p95)}`;
  const figures: Array<[string, string]> = [];
  const ratios: Array<[string, string]> = [];
  const adapters: Array<[string, { search: PairFigures; pick: PairFigures }]> = [
    ['memory adapter (PGlite)', o.embedded],
    ['SQL adapter (PostgreSQL)', o.distributed.sql],
    ['Elasticsearch adapter', o.distributed.elastic],
  ];
  for (const [what, limit] of [
    ['search', `compatibility search, page of ${PAGE}`],
    ['pick', `suggestion pick, ${PICKS} of them`],
  ] as const) {
    console.log(`${limit}, ${o.searchers} searchers:`);
    for (const [label, f] of adapters) {
      const pair = f[what];
      const ratio = `p50 ${(pair.adapter.p50 / pair.baseline.p50).toFixed(2)}, p95 ${(pair.adapter.p95 / pair.baseline.p95).toFixed(2)}`;
      console.log(
        `  ${label.padEnd(26)} ${pct(pair.adapter).padEnd(28)} without the reverse direction ${pct(pair.baseline)}`,
      );
      console.log(`  ${''.padEnd(26)} ratio ${ratio}`);
      figures.push(
        [`${limit}, ${label}`, pct(pair.adapter)],
        [`${limit}, ${label}, without the reverse direction`, pct(pair.baseline)],
      );
      ratios.push([`${limit}, ${label} / without the reverse direction`, ratio]);
    }
  }
  const esP95 = o.distributed.elastic.search.adapter.p95;
  const goal = `${esP95 <= GOAL_P95_MS ? 'met' : 'not met'} (p95 ${fmt(esP95)}, goal ≤ ${GOAL_P95_MS} ms)`;
  console.log(`  goal, compatibility search on Elasticsearch: ${goal}`);
  figures.push([`goal: compatibility search on Elasticsearch, p95 ≤ ${GOAL_P95_MS} ms`, goal]);

  const { firstOfDay, laterInDay } = o.embedded;
  const kept = (firstOfDay.p50 / laterInDay.p50).toFixed(2);
  console.log(
    `memory adapter, first search of a UTC day (every member's traits made) ${pct(firstOfDay)}; ` +
      `the same search again ${pct(laterInDay)}; ratio p50 ${kept}`,
  );
  figures.push(
    ['memory adapter, first compatibility search of a UTC day', pct(firstOfDay)],
    ['memory adapter, the same search again (traits kept for the day)', pct(laterInDay)],
  );
  ratios.push([
    'memory adapter, first search of a day / the same again (what keeping traits buys), p50',
    kept,
  ]);

  const morningRow = (label: string, m: MorningFigures, pickMean: number) => {
    const alone = 1000 / pickMean;
    const text =
      `${m.picked} picked in ${m.seconds.toFixed(1)} s: ${m.perSecond.toFixed(1)} a second, ` +
      `a pick query ${fmt(m.queryMean)} on average meanwhile`;
    console.log(`  ${label.padEnd(40)} ${text}; the pick query alone ${alone.toFixed(1)} a second`);
    figures.push([`morning run, ${label}`, text]);
    ratios.push([
      `morning run, ${label}: picked a second / pick queries a second, one at a time`,
      (m.perSecond / alone).toFixed(2),
    ]);
  };
  console.log(`morning run, ${o.due} members due of ${o.members} (the others picked for today already):`);
  morningRow('embedded (PGlite, memory index)', o.embedded.morning, o.embedded.pick.adapter.mean);
  morningRow(
    'distributed (PostgreSQL, Elasticsearch)',
    o.distributed.morning,
    o.distributed.elastic.pick.adapter.mean,
  );
  const modes = (o.distributed.morning.perSecond / o.embedded.morning.perSecond).toFixed(2);
  console.log(`  ratio picked a second, distributed / embedded: ${modes}`);
  ratios.push(['morning run, picked a second, distributed / embedded', modes]);
  return { figures, ratios };
}
