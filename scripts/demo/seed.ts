import { avatarPng } from './avatar.js';
import { DEMO_MEMBER_PASSWORD, demoMembers, prng, type DemoMember } from './people.js';

/**
 * Fills a running Mawadda with the demo members through its public API, as members would: each
 * registers, completes the profile, uploads an avatar; then they follow each other (a private
 * profile gets a request, which its owner answers or leaves waiting) and a few block someone.
 * The first sample member starts his free trial, so he can start conversations at once; the
 * second has none yet, so the site shows her the trial offer (nobody gets one at registration).
 * Every read model (search, the most-active strip, social lists) is filled by the real events,
 * and every request counts as the member's activity. Nothing is written to a database directly.
 *
 * Safe to run again on the same site (a seed cut short resumes): a member whose email is taken
 * signs in instead, and a follow or block that exists already is left as it is.
 */

export interface SeedOptions {
  /** The site, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  count: number;
  seed?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  progress?: (line: string) => void;
}

export interface SampleLogin {
  email: string;
  password: string;
  name: string;
  gender: DemoMember['gender'];
  visibility: 'public' | 'private';
  /** Whether the seed started this member's free trial (premium: may start conversations). */
  trial: boolean;
}

export interface SeedResult {
  members: number;
  follows: number;
  requestsAccepted: number;
  requestsPending: number;
  blocks: number;
  samples: SampleLogin[];
}

interface Seeded {
  member: DemoMember;
  id: string;
  token: string;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    what: string,
    body: unknown,
  ) {
    super(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
  }
}

function client(baseUrl: string) {
  return async function api<T = unknown>(
    method: string,
    path: string,
    o: { token?: string; json?: unknown; form?: FormData; locale?: string; expect?: number[] } = {},
  ): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.locale) headers['accept-language'] = o.locale;
    if (o.json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: o.form ?? (o.json === undefined ? undefined : JSON.stringify(o.json)),
    });
    const text = await res.text();
    const body = (text ? JSON.parse(text) : undefined) as T;
    if (!(o.expect ?? [200, 201, 204]).includes(res.status))
      throw new ApiError(res.status, `${method} ${path}`, body);
    return { status: res.status, body };
  };
}
type Api = ReturnType<typeof client>;

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  });
  await Promise.all(lanes);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Retries while the answer is 404: a new member's profile appears once the registration event is read. */
async function untilFound<T>(attempt: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404) || Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

async function registerOrSignIn(api: Api, m: DemoMember): Promise<Seeded> {
  const res = await api<{ account: { id: string }; token: string }>('POST', '/api/auth/register', {
    json: m.registration,
    locale: m.locale,
    expect: [201, 409],
  });
  const session =
    res.status === 201
      ? res.body
      : (
          await api<{ account: { id: string }; token: string }>('POST', '/api/auth/login', {
            json: { email: m.email, password: DEMO_MEMBER_PASSWORD },
          })
        ).body;
  return { member: m, id: session.account.id, token: session.token };
}

async function completeProfile(api: Api, s: Seeded) {
  await untilFound(() => api('PATCH', '/api/profile/me', { token: s.token, json: s.member.profile }));
  const form = new FormData();
  const png = await avatarPng(s.member.avatarSeed);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'avatar.png');
  await api('PUT', '/api/profile/me/avatar', { token: s.token, form });
}

/** How many members `searcher` finds (the opposite gender, by default), every page followed. */
async function searchableFor(api: Api, searcher: Seeded): Promise<number> {
  let found = 0;
  let cursor: string | null = null;
  do {
    const query: string = `/api/search/members?sort=newest&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: { body: { items: unknown[]; next: string | null } } = await api('GET', query, {
      token: searcher.token,
    });
    found += page.body.items.length;
    cursor = page.body.next;
  } while (cursor);
  return found;
}

/**
 * Waits until search shows every member to the two sample members (less those they block): the
 * events have been read.
 */
async function untilSearchable(api: Api, seeded: Seeded[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  const [man, woman] = seeded as [Seeded, Seeded];
  const women = seeded.filter((s) => s.member.gender === 'female').length;
  const men = seeded.length - women;
  const blocked = async (s: Seeded) =>
    (await api<{ items: unknown[] }>('GET', '/api/social/blocks?limit=50', { token: s.token })).body.items
      .length;
  const [manBlocks, womanBlocks] = [await blocked(man), await blocked(woman)];
  while (
    (await searchableFor(api, man)) < women - manBlocks ||
    (await searchableFor(api, woman)) < men - womanBlocks
  ) {
    if (Date.now() > deadline) throw new Error('the demo members did not all become searchable in time');
    await sleep(500);
  }
}

export async function seedDemo(options: SeedOptions): Promise<SeedResult> {
  const { count, seed = 2026, concurrency = 6 } = options;
  const progress = options.progress ?? (() => undefined);
  const api = client(options.baseUrl);
  const members = demoMembers(count, seed);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  // 1. Members: registration, the rest of the profile, an avatar.
  const seeded: Seeded[] = new Array(members.length);
  let done = 0;
  await pool(members, concurrency, async (m, i) => {
    const s = await registerOrSignIn(api, m);
    await completeProfile(api, s);
    seeded[i] = s;
    if (++done % 25 === 0 || done === members.length)
      progress(`members ${done}/${members.length} (${elapsed()})`);
  });
  await untilSearchable(api, seeded);
  progress(`search has every member (${elapsed()})`);

  // 2. Follows, mostly toward the opposite gender; the sample members get followers.
  const r = prng(seed + 1);
  const byGender = {
    male: seeded.filter((s) => s.member.gender === 'male'),
    female: seeded.filter((s) => s.member.gender === 'female'),
  };
  const follows: [Seeded, Seeded][] = [];
  for (const s of seeded) {
    const others = byGender[s.member.gender === 'male' ? 'female' : 'male'];
    const targets = new Set<Seeded>();
    const want = Math.min(others.length, r.int(2, 5));
    while (targets.size < want) targets.add(r.pick(others));
    const sample = seeded[s.member.gender === 'male' ? 1 : 0];
    if (sample && sample !== s && others.includes(sample) && r.chance(0.2)) targets.add(sample);
    for (const t of targets) follows.push([s, t]);
  }
  let followed = 0;
  await pool(follows, concurrency, async ([from, to]) => {
    // 409 and 404 only on a second run: one of the two blocks the other by then.
    await api('POST', `/api/social/follows/${to.id}`, { token: from.token, expect: [200, 201, 404, 409] });
    if (++followed % 200 === 0 || followed === follows.length)
      progress(`follows ${followed}/${follows.length} (${elapsed()})`);
  });

  // 3. Private members answer most requests; the second sample member keeps hers waiting.
  let accepted = 0;
  let pending = 0;
  const privates = seeded.filter((s) => s.member.profile.visibility === 'private');
  await pool(privates, concurrency, async (owner) => {
    const page = await api<{ items: { id: string }[] }>(
      'GET',
      '/api/social/requests?direction=incoming&limit=50',
      {
        token: owner.token,
      },
    );
    for (const request of page.body.items) {
      const answer =
        owner === seeded[1]
          ? r.chance(0.3)
            ? 'accept'
            : undefined
          : r.chance(0.75)
            ? 'accept'
            : r.chance(0.3)
              ? 'reject'
              : undefined;
      if (!answer) {
        pending++;
        continue;
      }
      await api('POST', `/api/social/requests/${request.id}/${answer}`, {
        token: owner.token,
        expect: [200, 404],
      });
      if (answer === 'accept') accepted++;
    }
  });

  // 4. A few blocks, one of them by the first sample member.
  const blocks: [Seeded, Seeded][] = [];
  const blockCount = Math.max(1, Math.round(seeded.length / 30));
  const lastWoman = seeded.length % 2 === 0 ? seeded.length - 1 : seeded.length - 2;
  if (seeded.length > 3) blocks.push([seeded[0]!, seeded[lastWoman]!]);
  while (blocks.length < blockCount && seeded.length > 3) {
    const by = seeded[r.int(2, seeded.length - 1)]!;
    const whom = seeded[r.int(2, seeded.length - 1)]!;
    if (by !== whom) blocks.push([by, whom]);
  }
  for (const [by, whom] of blocks)
    await api('POST', `/api/social/blocks/${whom.id}`, { token: by.token, expect: [200, 201, 409] });
  progress(
    `follow requests accepted ${accepted}, waiting ${pending}; blocks ${blocks.length} (${elapsed()})`,
  );

  // 5. The first sample member starts his free trial, as a member does on the site. A second run
  // finds it started already (409: one trial per member and phone number, ever).
  const trialing = seeded[0];
  if (trialing) {
    await api('POST', '/api/billing/trial', { token: trialing.token, expect: [201, 409] });
    progress(`free trial started for ${trialing.member.email} (${elapsed()})`);
  }

  const samples = seeded.slice(0, 2).map((s): SampleLogin => ({
    email: s.member.email,
    password: DEMO_MEMBER_PASSWORD,
    name: s.member.registration.fullNameEn!,
    gender: s.member.gender,
    visibility: s.member.profile.visibility ?? 'public',
    trial: s === trialing,
  }));
  return {
    members: seeded.length,
    follows: follows.length,
    requestsAccepted: accepted,
    requestsPending: pending,
    blocks: blocks.length,
    samples,
  };
}
