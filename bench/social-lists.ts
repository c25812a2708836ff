// Followers lists page by keyset cursor (DESIGN §5): a page deep in a long list should cost what
// the first page costs. Baselines, measured in the same run on the same data: the first page, and
// the same deep page read with OFFSET (what a page number would cost). A deep page also asks
// whether newer rows exist (for its `prev` link), so it is one small query dearer than the first.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openPgliteDatabase, rowsOf, uuidv7 } from '@mawadda/kit';
import { ListStore } from '../services/social/src/store/list-store.js';
import { recordResults } from './lib/results.mjs';

const FOLLOWERS = 100_000;
const DEEP = 95_000;
const ROUNDS = 40;

const database = await openPgliteDatabase();
await database.migrate(path.resolve(import.meta.dirname, '../services/social/drizzle'), 'social');
const target = uuidv7();
const viewer = uuidv7();
// One accepted follow per second over the last FOLLOWERS seconds, ids ordered like UUID v7.
await database.db.execute(sql`
  insert into social.follows (id, follower_id, target_id, state, requested_at, accepted_at)
  select gen_random_uuid(), gen_random_uuid(), ${target}::uuid, 'accepted',
         now() - make_interval(secs => g), now() - make_interval(secs => g)
  from generate_series(1, ${FOLLOWERS}) g`);
await database.db.execute(sql`analyze social.follows`);

const [edge] = rowsOf<{ id: string; accepted_at: string }>(
  await database.db.execute(sql`
    select id, accepted_at from social.follows where target_id = ${target}::uuid
    order by accepted_at desc, id desc offset ${DEEP - 1} limit 1`),
);
const deepCursor = { at: new Date(edge!.accepted_at), id: edge!.id, direction: 'older' as const };
const lists = new ListStore(database.db);

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) await run();
  const ms = (performance.now() - start) / ROUNDS;
  console.log(`  ${label.padEnd(44)} ${ms.toFixed(2).padStart(8)} ms`);
  return ms;
}

console.log(
  `followers list of a member with ${FOLLOWERS} followers, page of 20 (PGlite, mean of ${ROUNDS}):`,
);
const first = await time('first page', () => lists.follows(target, 'followers', viewer, 20, undefined));
const deep = await time(`page after row ${DEEP} (keyset cursor)`, () =>
  lists.follows(target, 'followers', viewer, 20, deepCursor),
);
const offset = await time(`page after row ${DEEP} (OFFSET, baseline)`, () =>
  database.db.execute(sql`
    select * from social.follows where target_id = ${target}::uuid and state = 'accepted'
    order by accepted_at desc, id desc offset ${DEEP} limit 21`),
);
console.log(`ratio deep keyset page / first page: ${(deep / first).toFixed(2)}`);
console.log(`ratio deep OFFSET page / deep keyset page: ${(offset / deep).toFixed(2)}`);
recordResults({
  id: 'social-lists',
  title: 'Followers list paged deep by keyset cursor',
  script: 'node --import tsx bench/social-lists.ts',
  setup: `A member with ${FOLLOWERS} followers on PGlite, pages of 20, mean of ${ROUNDS} reads each.`,
  figures: [
    ['first page', `${first.toFixed(2)} ms`],
    [`page after row ${DEEP} (keyset cursor)`, `${deep.toFixed(2)} ms`],
    [`page after row ${DEEP} (OFFSET, baseline)`, `${offset.toFixed(2)} ms`],
  ],
  ratios: [
    ['deep keyset page / first page', (deep / first).toFixed(2)],
    ['deep OFFSET page / deep keyset page', (offset / deep).toFixed(2)],
  ],
});
await database.close();
