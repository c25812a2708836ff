import type { OwnProfile } from '@mawadda/contracts';
import {
  folderInbox,
  httpInbox,
  registerAndConfirm,
  type InboxReader,
  type RegisterClient,
} from '@mawadda/kit/testing';
import { client, pool, sleep, untilFound, type Api } from './api.js';
import { avatarPng } from './avatar.js';
import { castFor } from './cast.js';
import { sendFeedback } from './feedback.js';
import { seedGuardians, type GuardianLogin } from './guardians.js';
import { approveMember, moderationPlan, uploadAddition } from './moderation.js';
import { DEMO_MEMBER_PASSWORD, demoMembers, prng, type DemoMember } from './people.js';
import { unreadOf } from './notifications.js';
import { fileReports } from './reports.js';
import { seedReveals, type RevealScene } from './reveals.js';
import type { Seeded } from './seeded.js';
import { demoStaff } from './staff.js';
import type { StaffLogin } from './config.js';
import { pickSuggestions } from './suggestions.js';
import { seedVerifications, type VerificationScene } from './verifications.js';

/**
 * Fills a running Mawadda with the demo through its public API only, as members would, so every
 * read model is filled by real events. Safe to run again (a seed cut short resumes): a taken email
 * signs in instead, and nothing already there is sent twice.
 */

export interface SeedOptions {
  /** The site, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  count: number;
  seed?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  progress?: (line: string) => void;
  /**
   * The site's dev inbox folder, where the registration codes are read; unset reads them over
   * HTTP from `/dev/inbox.json` (shown outside production only: the demo runs in development).
   */
  inboxDir?: string;
  /** The site's admin login (default: the embedded demo's own, DEMO_STAFF), with its TOTP secret. */
  admin?: StaffLogin;
  /** The demo moderator's TOTP secret from an earlier run, if known (else its factor is set up anew). */
  moderatorTotpSecret?: string;
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
  /** What the admin approved, and what waits for the moderator (absent in older markers). */
  moderation?: { approved: number; avatarsPending: number; additionsPending: number; textsPending: number };
  reports?: number;
  feedback?: number;
  follows: number;
  requestsAccepted: number;
  requestsPending: number;
  blocks: number;
  samples: SampleLogin[];
  /** The guardian whose approval the first man waits for (absent in older markers). */
  guardian?: GuardianLogin;
  guardians?: number;
  /** The demo moderator's TOTP secret, printed with its login (absent in markers from before two-step sign-in). */
  moderatorTotpSecret?: string;
  reveals?: RevealScene;
  verifications?: VerificationScene;
  /** Unread notifications of the two sample members when the seed ended. */
  unread?: number[];
  /** Today's suggestions of the two sample members (absent in older markers). */
  suggestions?: number[];
}

/**
 * Registration answers alike whether or not the email is taken, and the account exists only once
 * the codes are confirmed (auth README: registration). So a resumed seed signs in first, and
 * registers only a member who cannot.
 */
async function registerOrSignIn(api: Api, m: DemoMember, inbox: InboxReader): Promise<Seeded> {
  type SessionBody = { account: { id: string }; token: string };
  const existing = await api<SessionBody>('POST', '/api/auth/login', {
    json: { email: m.email, password: DEMO_MEMBER_PASSWORD },
    expect: [200, 401],
  });
  if (existing.status === 200)
    return { member: m, id: existing.body.account.id, token: existing.body.token, registered: false };
  const viaApi: RegisterClient = {
    post: async (path, json) => {
      const res = await api('POST', path, {
        json,
        locale: m.locale,
        expect: [201, 202],
      });
      return { status: res.status, body: res.body, headers: Object.fromEntries(res.headers) };
    },
  };
  const { body: session } = await registerAndConfirm(
    viaApi,
    m.registration as { email: string; phone: string } & Record<string, unknown>,
    inbox,
  );
  return { member: m, id: session.account.id, token: session.token, registered: true };
}

async function completeProfile(api: Api, s: Seeded) {
  const me = await untilFound(() =>
    api<OwnProfile>('PATCH', '/api/profile/me', { token: s.token, json: s.member.profile }),
  );
  await api('PUT', '/api/profile/me/preferences', { token: s.token, json: s.member.preferences });
  // A resumed seed does not upload again: a second avatar would only wait for a moderator.
  if (!s.registered && me.body.media.avatar) return;
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
  const inbox = options.inboxDir ? folderInbox(options.inboxDir, 30_000) : httpInbox(options.baseUrl, 30_000);
  const members = demoMembers(count, seed);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

  // 1. Members: registration, the rest of the profile, an avatar. Under pre-moderation the admin
  // approves each member's avatar and text at once, all but a day's queue for the moderator
  // (moderation.ts); a few members then add a photo that waits too.
  const staff = await demoStaff(api, options.admin, options.moderatorTotpSecret);
  const plan = moderationPlan(members.length, seed);
  const seeded: Seeded[] = new Array(members.length);
  let done = 0;
  let approved = 0;
  let additions = 0;
  await pool(members, concurrency, async (m, i) => {
    const s = await registerOrSignIn(api, m, inbox);
    await completeProfile(api, s);
    // Awaited before adding: `approved += await …` would add to the count read before the wait.
    const approvedNow = await approveMember(api, staff.admin, s, plan);
    approved += approvedNow;
    if (await uploadAddition(api, s, plan)) additions++;
    seeded[i] = s;
    if (++done % 25 === 0 || done === members.length)
      progress(`members ${done}/${members.length} (${elapsed()})`);
  });
  progress(
    `approved ${approved} avatars and texts; waiting for the moderator: ${plan.avatars.size} avatars, ` +
      `${plan.additions.size} album photos and covers (${additions} new), ${plan.aboutMe.size} about-me texts`,
  );
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

  // 6. Reports and messages for the staff, the moderator having handled a few.
  const reports = await fileReports(api, seeded, staff.moderator);
  const feedback = await sendFeedback(api, options.baseUrl, seeded, staff.moderator);
  progress(
    `reports ${reports.total} (${reports.filed} new, ${reports.dismissed} dismissed); messages to the staff ` +
      `${feedback.total} (${feedback.sent} new, ${feedback.answered} answered` +
      `${feedback.limited ? `, ${feedback.limited} refused by the per-address limit` : ''}) (${elapsed()})`,
  );

  // 7. Guardians, hidden photos revealed by name, identity verification (cast.ts says
  // who plays which part). Notifications follow from the events of every step.
  const cast = castFor(
    seeded,
    plan,
    new Set(blocks.filter(([by]) => by === seeded[0]).map(([, whom]) => whom)),
  );
  const guardians = await seedGuardians(api, inbox, cast);
  progress(
    `guardians linked ${guardians.linked}; the first member's conversation waits for ${guardians.login.email} (${elapsed()})`,
  );
  const reveals = await seedReveals(api, cast);
  progress(
    `photos hidden by ${reveals.hiding} women, revealed ${reveals.revealed}, ${reveals.awaitingGuardian} waiting for a guardian, ` +
      `${reveals.requestsWaiting} requests to see waiting (${elapsed()})`,
  );
  const verifications = await seedVerifications(api, staff.admin, cast);
  progress(
    `verifications approved ${verifications.approved} (${verifications.approvedNow} now), waiting for the moderator ${verifications.pending} (${elapsed()})`,
  );
  const suggestions = await pickSuggestions(api, staff.admin, seeded.slice(0, 2));
  progress(`today's suggestions of the sample members: ${suggestions.join(', ')} (${elapsed()})`);
  const unread = await unreadOf(api, seeded.slice(0, 2));
  progress(`unread notifications of the sample members: ${unread.join(', ')} (${elapsed()})`);

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
    moderation: {
      approved,
      avatarsPending: plan.avatars.size,
      additionsPending: plan.additions.size,
      textsPending: plan.aboutMe.size,
    },
    reports: reports.total,
    feedback: feedback.total - feedback.limited,
    follows: follows.length,
    requestsAccepted: accepted,
    requestsPending: pending,
    blocks: blocks.length,
    samples,
    guardian: guardians.login,
    guardians: guardians.linked,
    moderatorTotpSecret: staff.moderatorTotpSecret,
    reveals,
    verifications,
    unread,
    suggestions,
  };
}
