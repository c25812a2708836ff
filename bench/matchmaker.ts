// The matchmaker on 100,000 members with answers and wishes: a compatibility search and a
// member's suggestion pick on every index adapter, each beside the same query without the reverse
// direction ("does she meet his musts"), then the morning run's members picked a second, embedded
// and distributed. Seeded straight into the index and read model. Method: docs/bench.md.
import { benchEngines } from './lib/engines.js';
import { recordResults } from './lib/results.mjs';
import { matchmakerConfig } from './matchmaker/bench-config.js';
import { measureDistributed } from './matchmaker/distributed.js';
import { measureEmbedded } from './matchmaker/embedded.js';
import { report } from './matchmaker/report.js';
import { matchmakerPopulation, spread } from './matchmaker/population.js';

const {
  BENCH_MATCHMAKER_MEMBERS: MEMBERS,
  BENCH_MATCHMAKER_SEARCHERS: SEARCHERS,
  BENCH_MATCHMAKER_DUE: DUE,
} = matchmakerConfig;
const FIRST_OF_DAY_ROUNDS = 5;

// 09:00 UTC: past 06:00 in every zone of the population (Gulf and Jordan, UTC+3 and +4).
const today = new Date();
const now = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9));

const engines = await benchEngines(['postgres', 'kafka', 'elasticsearch']);
try {
  let started = Date.now();
  const people = matchmakerPopulation(MEMBERS, now);
  const searchers = spread(people, SEARCHERS);
  const due = new Set(spread(people, Math.min(DUE, MEMBERS)).map((p) => p.member.memberId));
  console.log(
    `matchmaker: ${MEMBERS} members made in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${searchers.length} searchers, ${due.size} members due a morning run, clock ${now.toISOString()}`,
  );

  started = Date.now();
  const embedded = await measureEmbedded({
    people,
    searchers,
    due,
    now,
    firstOfDayRounds: FIRST_OF_DAY_ROUNDS,
  });
  console.log(`  embedded part in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  started = Date.now();
  const distributed = await measureDistributed({
    engines: engines.env,
    people,
    searches: embedded.searches,
    picks: embedded.picks,
    expected: { search: embedded.search.answers, pick: embedded.pick.answers },
    due,
    now,
  });
  console.log(`  distributed part in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const { figures, ratios } = report({
    embedded,
    distributed,
    searchers: searchers.length,
    due: due.size,
    members: MEMBERS,
  });

  recordResults({
    id: 'matchmaker',
    title: 'Matchmaker: compatibility search, suggestion picks and the morning run',
    script: 'node --import tsx bench/matchmaker.ts',
    setup:
      `${MEMBERS} random members with answers and wishes (the compatibility contract's population, Gulf and Jordan), ` +
      `seeded straight into the index and read model; ${searchers.length} searchers, each query timed once per adapter, ` +
      `alternating with the same query without the reverse direction; the morning run at 09:00 UTC on ${due.size} ` +
      `due members (the other ${MEMBERS - due.size} picked for today already).`,
    figures,
    ratios,
  });
} finally {
  engines.stop();
}
