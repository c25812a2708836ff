import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engineRunning, killEngine, startEngine } from './support/engine-control.js';
import {
  startFaultDrillStack,
  type DrillMember,
  type DrillService,
  type FaultDrillStack,
} from './support/fault-drill-stack.js';
import { DrillFigures } from './support/drill-figures.js';

/**
 * Kafka fault drills: Kafka, profile and search SIGKILLed mid-burst and restarted; search must end
 * equal to profile, every event applied once and none lost; `/readyz` names kafka while it is down.
 * Timings are recorded (`DrillFigures`), never asserted: CI boot times vary too much.
 */
const UPDATES = Number(process.env.DRILL_UPDATES ?? 10_000);
const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_MS ?? 60_000);
const MEMBERS = 10;

let stack: FaultDrillStack;
const figures = new DrillFigures('kafka');
const members: DrillMember[] = [];

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Members whose weight in search's read model differs from profile's (none: they agree). */
async function disagreements(): Promise<number> {
  const ids = members.map((m) => m.id);
  const profile = await query<{ member_id: string; weight: number | null }>(
    stack.dbUrl('profile'),
    'select member_id, weight from profile.profiles where member_id = any($1)',
    [ids],
  );
  const search = await query<{ member_id: string; weight: number | null }>(
    stack.dbUrl('search'),
    'select member_id, weight from search.members where member_id = any($1)',
    [ids],
  );
  const seen = new Map(search.map((r) => [r.member_id, r.weight]));
  return profile.filter((r) => seen.get(r.member_id) !== r.weight).length;
}

/**
 * Every profile.updated event was published and applied by search exactly once. Agreement can come
 * before the last events reach search's inbox (an edit that changed nothing), so the count is
 * waited for; an event lost would never come, and fails here.
 */
async function expectExactlyOnce(): Promise<number> {
  const outbox = await query<{ id: string; published_at: Date | null }>(
    stack.dbUrl('profile'),
    "select id, published_at from profile.outbox where type = 'profile.updated'",
  );
  expect(outbox.filter((e) => e.published_at === null)).toEqual([]);
  const inboxOf = () =>
    query<{ event_id: string; n: string }>(
      stack.dbUrl('search'),
      "select event_id, count(*) as n from search.inbox where consumer = 'search' and event_id = any($1) group by event_id",
      [outbox.map((e) => e.id)],
    );
  await expect
    .poll(async () => (await inboxOf()).length, { timeout: 60_000, interval: 250 })
    .toBe(outbox.length);
  const applied = await inboxOf();
  expect(applied.filter((r) => Number(r.n) !== 1)).toEqual([]);
  const dead = await query(stack.dbUrl('search'), 'select event_id from search.dead_letters');
  expect(dead).toEqual([]);
  return outbox.length;
}

/**
 * Lets wall-clock time pass: the outage's length and the edits' pace are what a drill is about,
 * and real engines run on the real clock. Never a wait for something to happen (poll for that).
 */
const lasting = (ms: number) =>
  // eslint-disable-next-line mawadda-tests/no-sleep
  new Promise((r) => setTimeout(r, ms));

/** Edits profiles (weights) one after the other per member until `count` are sent; `result` counts. */
async function editBurst(count: number, paceMs: number, result = { ok: 0, failed: 0 }) {
  let sent = 0;
  await Promise.all(
    members.map(async (m, i) => {
      while (sent < count) {
        const n = sent++;
        const weight = 45 + ((n * 7 + i) % 100);
        let accepted = false;
        try {
          const res = await fetch(`${stack.gateway}/api/profile/me`, {
            method: 'PATCH',
            headers: { ...m.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ weight }),
            signal: AbortSignal.timeout(5000),
          });
          accepted = res.ok;
          await res.arrayBuffer();
        } catch {
          /* cut off: counted as failed (it may or may not have been saved) */
        }
        if (accepted) result.ok++;
        else result.failed++;
        // A failed edit (profile down) is not retried, but the member waits before the next one.
        if (paceMs || !accepted) await lasting(accepted ? paceMs : Math.max(paceMs, 200));
      }
    }),
  );
  return result;
}

async function timedReadyz(service: DrillService) {
  const started = performance.now();
  const res = await fetch(`${stack.url(service)}/readyz`, { signal: AbortSignal.timeout(3000) });
  const body = (await res.json()) as { checks: Record<string, string> };
  return { status: res.status, checks: body.checks, ms: Math.round(performance.now() - started) };
}

/** ms from `started` until the service answers /readyz 200 (polling every 50 ms). */
async function readyAfter(service: DrillService, started: number, timeoutMs = 60_000): Promise<number> {
  await vi.waitFor(
    async () => {
      const res = await fetch(`${stack.url(service)}/readyz`, { signal: AbortSignal.timeout(1000) });
      if (res.status !== 200) throw new Error(`${service} not ready after ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
  return Math.round(performance.now() - started);
}

/** Events search has applied (its inbox). */
async function applied(): Promise<number> {
  const rows = await query<{ n: string }>(stack.dbUrl('search'), 'select count(*) as n from search.inbox');
  return Number(rows[0]!.n);
}

/** Events profile committed but has not published yet. */
async function unpublished(): Promise<number> {
  const rows = await query<{ n: string }>(
    stack.dbUrl('profile'),
    'select count(*) as n from profile.outbox where published_at is null',
  );
  return Number(rows[0]!.n);
}

/**
 * ms from `started` until search agrees with profile and profile's outbox is empty (Infinity if not
 * within `timeoutMs`); logs when each stage of the recovery came, to tell a slow publisher from a
 * slow consumer.
 */
async function agreementAfter(started: number, timeoutMs: number, label: string): Promise<number> {
  const stages: Record<string, number> = {};
  const mark = (stage: string, ok: boolean) => {
    if (ok) stages[stage] ??= Math.round(performance.now() - started);
  };
  const inboxAtStart = await applied();
  const check = async () => {
    const [inbox, published, agreed, profileReady, searchReady] = await Promise.all([
      applied(),
      unpublished().then((n) => n === 0),
      disagreements().then((n) => n === 0),
      ...(['profile', 'search'] as const).map((s) =>
        fetch(`${stack.url(s)}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
          (r) => r.status === 200,
          () => false,
        ),
      ),
    ]);
    mark('search applying again', (inbox as number) > inboxAtStart);
    mark('profile ready', profileReady as boolean);
    mark('search ready', searchReady as boolean);
    mark('outbox published', published as boolean);
    if (published && agreed) {
      const at = Math.round(performance.now() - started);
      const rate = Math.round(
        (((inbox as number) - inboxAtStart) * 1000) /
          Math.max(1, at - (stages['search applying again'] ?? 0)),
      );
      console.log(
        `[drill] ${label}: search agreed with profile after ${at} ms (${(inbox as number) - inboxAtStart} events applied, ~${rate}/s); stages (ms):`,
        stages,
      );
      return at;
    }
    throw new Error(`${label}: search does not agree with profile yet`);
  };
  const rest = timeoutMs - (performance.now() - started);
  return vi.waitFor(check, { timeout: Math.max(rest, 1), interval: 100 }).catch(() => {
    console.log(`[drill] ${label}: no agreement within ${timeoutMs} ms; stages (ms):`, stages);
    return Number.POSITIVE_INFINITY;
  });
}

beforeAll(async () => {
  stack = await startFaultDrillStack('kafka-drill');
  for (let i = 0; i < MEMBERS; i++)
    members.push(
      await stack.registerMember(
        `Drill Member${i}`,
        i % 2 ? 'female' : 'male',
        `+97150${String(1000000 + i)}`,
      ),
    );
}, 300_000);

afterAll(async () => {
  figures.report();
  // Later integration files need Kafka: it comes back whatever happened here.
  if (!engineRunning('kafka')) await startEngine('kafka');
  await stack?.stop();
}, 240_000);

describe('fault drills: Kafka', () => {
  it(`Kafka down ${OUTAGE_MS / 1000} s during ${UPDATES} profile edits and a profile crash: nothing lost or applied twice, search catches up once Kafka is back`, async () => {
    // Edits paced to last the outage (and a little before it), so they are written while Kafka is away.
    const paceMs = Math.max(0, Math.floor((OUTAGE_MS * MEMBERS) / UPDATES) - 20);
    const progress = { ok: 0, failed: 0 };
    const burst = editBurst(UPDATES, paceMs, progress);
    // Every member has edited a few times with Kafka up before it goes away.
    await vi.waitFor(() => expect(progress.ok).toBeGreaterThanOrEqual(MEMBERS * 5), { timeout: 60_000 });
    await killEngine('kafka');
    const down = performance.now();
    try {
      for (const service of ['profile', 'search'] as const) {
        // Once the process has noticed (its client's next look at the broker), it says so fast.
        await vi.waitFor(async () => expect((await timedReadyz(service)).checks.kafka).toBe('down'), {
          timeout: 30_000,
          interval: 250,
        });
        const probe = await timedReadyz(service);
        console.log(
          `[drill] ${service} /readyz with Kafka down: ${probe.status} in ${probe.ms} ms`,
          probe.checks,
        );
        expect(probe.status).toBe(503);
        expect(probe.checks.kafka).toBe('down');
        figures.record(`${service} /readyz answer with Kafka down`, probe.ms, 500);
      }
      // The profile process crashes mid-burst and comes back while Kafka is still away: it starts
      // (listens, answers probes) without waiting for its consumer groups.
      await lasting(Math.max(0, OUTAGE_MS / 3 - (performance.now() - down)));
      await stack.kill('profile');
      const respawned = performance.now();
      stack.restart('profile');
      // It comes back at all (within 30 s); how fast is a figure.
      const first = await vi.waitFor(() => timedReadyz('profile'), { timeout: 30_000, interval: 50 });
      const listening = Math.round(performance.now() - respawned);
      expect(first.status).toBe(503);
      expect(first.checks.kafka).toBe('down');
      // Its database is fine (a first probe of a process just started may not have its connection
      // yet, hence the poll): only Kafka is named down.
      await expect
        .poll(async () => (await timedReadyz('profile')).checks, { timeout: 30_000, interval: 250 })
        .toEqual(expect.objectContaining({ database: 'ok', kafka: 'down' }));
      figures.record('profile restarted with Kafka down, answering /readyz (503 kafka)', listening, 5000);
      const rest = OUTAGE_MS - (performance.now() - down);
      if (rest > 0) await lasting(rest);
    } finally {
      if (!engineRunning('kafka'))
        console.log(`[drill] Kafka restarted after ${await startEngine('kafka')} ms of boot`);
    }
    const back = performance.now();
    console.log(`[drill] Kafka was down ${Math.round(back - down)} ms (boot included)`);
    const backlog = await unpublished();
    const edits = await burst;
    // Members may still be editing when Kafka is back (a loaded machine sends the edits slower
    // than the outage lasts): agreement is possible only after the last one, so it is timed from
    // whichever came later.
    const lastEdit = performance.now();
    console.log(
      `[drill] edits: ${edits.ok} acknowledged, ${edits.failed} failed (profile killed, or cut off); ${backlog} events waited for Kafka; the last edit came ${Math.round(lastEdit - back)} ms after its return`,
    );
    const caughtUp = await agreementAfter(lastEdit, 180_000, "after Kafka's return and the last edit");
    expect(caughtUp).toBeLessThan(Number.POSITIVE_INFINITY);
    figures.record(
      `search agrees with profile after Kafka's return and the last edit (${UPDATES} edits)`,
      caughtUp,
      10_000,
    );
    const events = await expectExactlyOnce();
    console.log(`[drill] ${events} profile.updated events, each applied exactly once by search`);
  }, 600_000);

  it('profile killed between commit and publish, search killed mid-batch: each ready again, every edit applied once', async () => {
    const progress = { ok: 0, failed: 0 };
    const burst = editBurst(1500, 0, progress);
    // Mid-burst: edits are being committed and published when profile dies.
    await vi.waitFor(() => expect(progress.ok).toBeGreaterThanOrEqual(150), { timeout: 60_000 });
    await stack.kill('profile');
    let started = performance.now();
    stack.restart('profile');
    const profileReady = await readyAfter('profile', started);
    figures.record('profile restarted mid-burst (Kafka up): ready', profileReady, 5000);
    // Search is applying the burst (its inbox grows): killed between a batch's writes and its
    // offset commit.
    const appliedBefore = await applied();
    await vi.waitFor(async () => expect(await applied()).toBeGreaterThan(appliedBefore), {
      timeout: 60_000,
      interval: 50,
    });
    await stack.kill('search');
    started = performance.now();
    stack.restart('search');
    const searchReady = await readyAfter('search', started);
    figures.record('search restarted mid-batch: ready', searchReady, 5000);
    const edits = await burst;
    console.log(`[drill] edits: ${edits.ok} acknowledged, ${edits.failed} failed`);
    const done = performance.now();
    // The restarted profile takes over publishing when the dead one's relay lease lapses, and the
    // dead search member holds its group's rebalance for one session: no promise on timing.
    const caughtUp = await agreementAfter(done, 90_000, 'after the crash burst');
    expect(caughtUp).toBeLessThan(Number.POSITIVE_INFINITY);
    const events = await expectExactlyOnce();
    console.log(`[drill] ${events} profile.updated events in all, each applied exactly once by search`);
  }, 180_000);
});
