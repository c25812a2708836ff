// A bench, not a test: applies N profile.updated events (MEMBERS members) through search's consumer
// on the real PostgreSQL and Elasticsearch, in publishes of 500, and prints events/s. Run with the
// engines' env: `N=5000 MEMBERS=10 node --import tsx services/search/test/support/batch-bench.ts`.
import { envelopeOf, loadPlatformConfig, MemoryEventBus, openPostgresDatabase, uuidv7 } from '@mawadda/kit';
import { createScratchDatabase, createTestTokens, registeredMember } from '@mawadda/kit/testing';
import { pino } from 'pino';
import { createSearchService, loadSearchConfig } from '../../src/index.js';
import { ElasticSearchIndex } from '../../src/index/elastic/elastic-index.js';

const N = Number(process.env.N ?? 5000);
const MEMBERS = Number(process.env.MEMBERS ?? 10);
const config = loadPlatformConfig({ ...process.env });
const logger = pino({ level: 'warn' });
const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
const database = await openPostgresDatabase(scratch.url);
const bus = new MemoryEventBus();
const tokens = await createTestTokens();
const index = new ElasticSearchIndex({ node: process.env.ELASTICSEARCH_URL!, alias: `bench-${Date.now()}` });
const service = createSearchService({ config, logger, database, bus, verifier: tokens.verifier } as never, {
  config: { ...loadSearchConfig({}), SEARCH_INDEX: 'elasticsearch', ELASTICSEARCH_INDEX: 'x', RATE_LIMIT_SEARCHES_PER_MINUTE: 1 },
  index,
});
await database.migrate(service.migrationsFolder, 'search');
await service.start();
const ids = Array.from({ length: MEMBERS }, () => uuidv7());
const registeredAt = new Date().toISOString();
await bus.publish(
  ids.map((id) =>
    envelopeOf('auth', {
      type: 'member.registered',
      key: id,
      payload: registeredMember({ memberId: id, registeredAt }),
    } as never),
  ),
);
const events = Array.from({ length: N }, (_, n) => {
  const id = ids[n % MEMBERS]!;
  return envelopeOf('profile', {
    type: 'profile.updated',
    key: id,
    payload: {
      changed: ['weight'],
      profile: {
        memberId: id,
        kind: 'individual',
        fullName: 'Bench Member',
        gender: 'female',
        birthDate: '1993-03-03',
        nationality: 'AE',
        country: 'AE',
        city: 'AE-DXB',
        maritalState: 'single',
        smoking: 'no',
        height: 160,
        weight: 45 + (n % 100),
        religion: 'islam',
        visibility: 'public',
        completeness: 60,
        avatarId: null,
        registeredAt,
        updatedAt: new Date(Date.parse(registeredAt) + n + 1).toISOString(),
      },
    },
  } as never);
});
const t = performance.now();
for (let i = 0; i < N; i += 500) await bus.publish(events.slice(i, i + 500));
const ms = performance.now() - t;
console.log(`${N} events in ${Math.round(ms)} ms: ${Math.round((N * 1000) / ms)}/s`);
await index.clear().catch(() => undefined);
await service.stop();
await database.close();
await scratch.drop?.();
