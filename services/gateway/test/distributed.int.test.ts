import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventEnvelope } from '@mawadda/contracts';
import { loadPlatformConfig, openDatabase, type TokenVerifier } from '@mawadda/kit';
import { createBillingService, loadBillingConfig } from '@mawadda/billing';
import { SANDBOX_TEST_CARDS } from '@mawadda/billing/sandbox';
import {
  fetchClient,
  folderInbox,
  freshTotpCode,
  registerAndConfirm,
  signInStaff,
  TEST_ADMIN_TOTP_SECRET,
} from '@mawadda/kit/testing';
import { pino } from 'pino';
import { chatReplicaSuite } from './support/chat-replica-suite.js';
import {
  STARTUP_TIMEOUT_MS,
  startDistributedStack,
  type DistributedStack,
} from './support/distributed-stack.js';

// Distributed mode for real (support/distributed-stack.ts): every service its own process on its
// own database, chat as two replicas, Kafka, Redis, MinIO and Elasticsearch, the gateway in proxy
// mode in front. Guardian, reveal and verification journeys: distributed-trust.int.test.ts.
let stack: DistributedStack;
let gateway = '';
const received: EventEnvelope[] = [];

beforeAll(async () => {
  stack = await startDistributedStack('distributed');
  gateway = stack.gateway;
  await stack.bus.subscribe({
    group: `distributed-probe-${Date.now()}`,
    producers: ['auth'],
    handle: async (e) => void received.push(e),
    deadLetter: async () => undefined,
  });
}, STARTUP_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await stack?.stop();
});

const json = (path: string, init: RequestInit = {}) => stack.json(path, init);

it('serves the startup content of the cms process through the gateway', async () => {
  const menus = await json('/api/cms/menus?categoryId=1');
  expect(menus.status).toBe(200);
  expect(menus.body.items?.length).toBeGreaterThan(0);
  const pages = await json('/api/cms/pages?categoryId=0&pageSize=50');
  expect(pages.body.items?.length).toBeGreaterThanOrEqual(9);
});

it('registers through the gateway; the event travels over Kafka', async () => {
  const session = await registerAndConfirm(
    fetchClient(gateway),
    {
      fullName: 'Maryam Haddad',
      email: `maryam.${Date.now()}@example.jo`,
      phone: '+962791234567',
      password: 'Qalb-saleem-5',
      confirmPassword: 'Qalb-saleem-5',
      gender: 'female',
      birthDate: '1994-02-20',
      nationality: 'JO',
      country: 'AE',
      city: 'AE-AUH',
      address: 'Khalifa City, Abu Dhabi',
      maritalState: 'divorced',
      siteObjectiveId: 'remarriage',
      communicate: 'guardian',
      acceptOath: true,
      acceptTerms: true,
    },
    folderInbox(stack.inboxDir),
  );
  const memberId = session.body.account.id;
  await expect
    .poll(() => received.find((e) => e.key === memberId)?.type, { timeout: 30_000 })
    .toBe('member.registered');
});

it('lets another process verify auth tokens through the JWKS', async () => {
  const login = await signInStaff(fetchClient(gateway), {
    email: 'ops@mawadda.test',
    password: 'Distributed-admin-2026',
    totpSecret: TEST_ADMIN_TOTP_SECRET,
  });
  const token = login.body.token;
  const staff = await fetch(`${gateway}/api/cms/admin/feedback`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(staff.status).toBe(200);
  expect(staff.headers.get('content-range')).toMatch(/^feedback \d+-\d+\/\d+$/);
  const guest = await fetch(`${gateway}/api/cms/admin/feedback`);
  expect(guest.status).toBe(401);
});

it("merges every service's OpenAPI document into the gateway's", async () => {
  const doc = await json('/api/openapi.json');
  const paths = Object.keys(doc.body.paths as object);
  expect(paths).toContain('/api/auth/login');
  for (const service of ['cms', 'profile', 'social', 'search', 'billing', 'chat', 'notify'])
    expect(paths.some((p) => p.startsWith(`/api/${service}/`))).toBe(true);
});

/** A member registered through the gateway; resolves once the profile exists. */
const registerMember = (name: string, gender: 'male' | 'female', phone: string) =>
  stack.registerMember(name, gender, phone);

it('keeps the profile on its own process: created over Kafka, files on MinIO, erased with the account', async () => {
  const { id, headers: auth, password } = await registerMember('Aisha Rahman', 'female', '+971501112233');

  const form = new FormData();
  const jpeg = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#246' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
  const uploaded = await fetch(`${gateway}/api/profile/me/avatar`, {
    method: 'PUT',
    headers: auth,
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const url = ((await uploaded.json()) as { variants: { url: string }[] }).variants[0]!.url;
  const file = await fetch(`${gateway}${url}`, { headers: auth });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/webp');

  const deleted = await fetch(`${gateway}/api/auth/me`, {
    method: 'DELETE',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  expect(deleted.status).toBe(204);
  await expect
    .poll(async () => (await fetch(`${gateway}/api/profile/${id}`)).status, { timeout: 30_000 })
    .toBe(404);
  expect((await fetch(`${gateway}${url}`, { headers: auth })).status).toBe(404);
});

it('follows across processes: an accepted follower sees private photos; unfollow and block take them away', async () => {
  const huda = await registerMember('Huda Saleh', 'female', '+971502223344');
  const khalid = await registerMember('Khalid Amin', 'male', '+971503334455');
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#642' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'album.jpg');
  const uploaded = await fetch(`${gateway}/api/profile/me/photos`, {
    method: 'POST',
    headers: huda.headers,
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const privacy = await json('/api/profile/me', {
    method: 'PATCH',
    headers: huda.headers,
    body: JSON.stringify({ visibility: 'private' }),
  });
  expect(privacy.status).toBe(200);
  // The social process learns of her privacy over Kafka.
  await expect
    .poll(
      async () =>
        (await json(`/api/social/members/${huda.id}/counts`, { headers: khalid.headers })).body.listsVisible,
      {
        timeout: 30_000,
      },
    )
    .toBe(false);
  const photoUrlFor = async (viewer: { headers: Record<string, string> }) => {
    const profile = await json(`/api/profile/${huda.id}`, { headers: viewer.headers });
    const media = profile.body.media as { photos: { variants: { url: string }[] }[] } | undefined;
    return {
      status: profile.status,
      locked: profile.body.mediaLocked,
      url: media?.photos[0]?.variants[0]?.url,
    };
  };
  // Her own URL, copied: what a follower would hold after the grant.
  const own = await json('/api/profile/me', { headers: huda.headers });
  const ownUrl = (own.body.media as { photos: { variants: { url: string }[] }[] }).photos[0]!.variants[0]!
    .url;
  expect((await photoUrlFor(khalid)).locked).toBe(true);

  const followAndAccept = async () => {
    const asked = await json(`/api/social/follows/${huda.id}`, { method: 'POST', headers: khalid.headers });
    expect(asked.body).toMatchObject({ following: 'requested', button: 'Requested' });
    const waiting = await json('/api/social/requests?direction=incoming', { headers: huda.headers });
    const request = (waiting.body.items as { id: string; memberId: string }[]).find(
      (r) => r.memberId === khalid.id,
    )!;
    const accepted = await json(`/api/social/requests/${request.id}/accept`, {
      method: 'POST',
      headers: huda.headers,
    });
    expect(accepted.status).toBe(200);
    await expect.poll(async () => (await photoUrlFor(khalid)).locked, { timeout: 30_000 }).toBe(false);
    const { url } = await photoUrlFor(khalid);
    expect((await fetch(`${gateway}${url}`, { headers: khalid.headers })).status).toBe(200);
    return url!;
  };

  const url = await followAndAccept();
  const unfollowed = await json(`/api/social/follows/${huda.id}`, {
    method: 'DELETE',
    headers: khalid.headers,
  });
  expect(unfollowed.body.following).toBe('none');
  await expect
    .poll(async () => (await fetch(`${gateway}${url}`, { headers: khalid.headers })).status, {
      timeout: 30_000,
    })
    .toBe(404);
  expect((await photoUrlFor(khalid)).locked).toBe(true);

  const again = await followAndAccept();
  const blocked = await json(`/api/social/blocks/${khalid.id}`, { method: 'POST', headers: huda.headers });
  expect(blocked.body.blocking).toBe(true);
  await expect
    .poll(async () => (await fetch(`${gateway}${again}`, { headers: khalid.headers })).status, {
      timeout: 30_000,
    })
    .toBe(404);
  // The blocked member finds her nowhere: not the profile, not the social graph.
  expect((await photoUrlFor(khalid)).status).toBe(404);
  expect((await json(`/api/social/relationship/${huda.id}`, { headers: khalid.headers })).status).toBe(404);
  // Her own copy of the URL works for her, not for him.
  expect((await fetch(`${gateway}${ownUrl}`, { headers: huda.headers })).status).toBe(200);
  expect((await fetch(`${gateway}${ownUrl}`, { headers: khalid.headers })).status).toBe(404);
});

it('searches across processes: a profile update reaches Elasticsearch over Kafka, a block hides, a rebuild keeps both', async () => {
  const noor = await registerMember('Noor Haddad', 'female', '+971504445566');
  const tariq = await registerMember('Tariq Mansour', 'male', '+971505556677');
  const names = async () => {
    const res = await json('/api/search/members?location=AE-DXB&sort=nearest', { headers: tariq.headers });
    expect(res.status).toBe(200);
    return (res.body.items as { fullName: string }[]).map((c) => c.fullName);
  };
  // Nearest needs the searcher's city, which search learns from his registration over Kafka (the
  // stack's own topics: nothing earlier files published stands before it).
  await expect
    .poll(async () => (await json('/api/search/members?sort=nearest', { headers: tariq.headers })).status, {
      timeout: 30_000,
    })
    .toBe(200);
  // Registration alone is below the completeness rule; three more answers pass it.
  expect(await names()).not.toContain('Noor Haddad');
  const edited = await json('/api/profile/me', {
    method: 'PATCH',
    headers: noor.headers,
    body: JSON.stringify({ height: 163, weight: 58, smoking: 'no' }),
  });
  expect(edited.status).toBe(200);
  await expect.poll(names, { timeout: 30_000 }).toContain('Noor Haddad');

  await json(`/api/social/blocks/${tariq.id}`, { method: 'POST', headers: noor.headers });
  await expect.poll(names, { timeout: 30_000 }).not.toContain('Noor Haddad');

  // The operator's rebuild replays the producers' exports through the gateway with a staff login.
  // The code is taken here, as the operator types one: this process knows which steps it spent.
  const rebuilt = await runRebuildCli({
    MAWADDA_URL: gateway,
    ADMIN_EMAIL: 'ops@mawadda.test',
    ADMIN_PASSWORD: 'Distributed-admin-2026',
    ADMIN_TOTP_CODE: await freshTotpCode(TEST_ADMIN_TOTP_SECRET),
  });
  expect(rebuilt.stderr).toMatch(/search index rebuilt in [\d.]+ s: \d+ searchable/);
  expect(await names()).not.toContain('Noor Haddad');
  await json(`/api/social/blocks/${tariq.id}`, { method: 'DELETE', headers: noor.headers });
  await expect.poll(names, { timeout: 30_000 }).toContain('Noor Haddad');
}, 240_000);

const runRebuildCli = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'services/search/src/cli/rebuild.ts'], {
    env: { ...process.env, ...env },
    timeout: 120_000,
  });

it('revokes across processes: a deleted account and a logged-out sign-in are refused by every service', async () => {
  const target = await registerMember('Mariam Target', 'female', '+971501119001');
  const leaving = await registerMember('Idris Leaving', 'male', '+971501119002');
  /** One write or read per service, as the dead token tries it. */
  const attempts = (headers: Record<string, string>) => ({
    follow: () => json(`/api/social/follows/${target.id}`, { method: 'POST', headers }),
    report: () =>
      json('/api/social/reports', {
        method: 'POST',
        headers,
        body: JSON.stringify({ memberId: target.id, reason: 'fake_profile' }),
      }),
    feedback: () =>
      json('/api/cms/feedback', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          type: 'complaint',
          userName: 'Someone',
          email: 'someone@example.ae',
          mobile: '+971501112233',
          description: 'A complaint long enough to be accepted by the rules.',
        }),
      }),
    edit: () =>
      json('/api/profile/me', { method: 'PATCH', headers, body: JSON.stringify({ aboutMe: 'Still?' }) }),
    search: () => json('/api/search/members', { headers }),
  });

  const deleted = await fetch(`${gateway}/api/auth/me`, {
    method: 'DELETE',
    headers: { ...leaving.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ password: leaving.password }),
  });
  expect(deleted.status).toBe(204);
  // Each process learns of the deletion from Kafka; from then on the token is dead there.
  for (const [name, attempt] of Object.entries(attempts(leaving.headers))) {
    await expect.poll(async () => (await attempt()).status, { timeout: 30_000, message: name }).toBe(401);
  }
  // Whatever got in before social heard of the deletion went with the erasure; nothing after it.
  await expect
    .poll(
      async () =>
        (await json(`/api/social/members/${target.id}/counts`, { headers: target.headers })).body.followers,
      { timeout: 30_000 },
    )
    .toBe(0);

  // Logout: the refresh cookie of a fresh sign-in ends, and its access token with it, everywhere.
  const login = await fetch(`${gateway}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: (await json('/api/auth/me', { headers: target.headers })).body.email,
      password: target.password,
    }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('mawadda_refresh='))!
    .split(';')[0]!;
  const session = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await json('/api/search/members', { headers: session })).status).toBe(200);
  const out = await fetch(`${gateway}/api/auth/logout`, { method: 'POST', headers: { cookie } });
  expect(out.status).toBe(204);
  for (const [name, attempt] of Object.entries(attempts(session))) {
    if (name === 'follow' || name === 'report') continue; // the target cannot follow or report herself
    await expect.poll(async () => (await attempt()).status, { timeout: 30_000, message: name }).toBe(401);
  }
});

chatReplicaSuite({
  gateway: () => gateway,
  replica: (i) => stack.chatReplica(i),
  killReplica: (i) => stack.killChatReplica(i),
  restartReplica: (i) => stack.restartChatReplica(i),
  registerMember,
});

/*
 * Trial and plan across processes; chat (two replicas) learns of each change over Kafka. Expiry:
 * a second billing replica with its clock moved past the plan's end runs the sweep, and the billing
 * process's relay publishes it. Last in the file: the moved clock ends every trial in that database.
 */
it('billing: trial, a plan bought at the sandbox checkout, chat opens; the plan expires and chat closes', async () => {
  const salma = await registerMember('Salma Billing', 'female', '+971504440001');
  const noor = await registerMember('Noor Billing', 'female', '+971504440002');
  const faris = await registerMember('Faris Billing', 'male', '+971504440003');
  const chatWith = async (to: string) =>
    (await json(`/api/chat/with/${to}`, { headers: faris.headers })).body as {
      canWrite: boolean;
      refusal: string;
    };

  await expect
    .poll(async () => (await json('/api/billing/trial', { method: 'POST', headers: faris.headers })).status, {
      timeout: 60_000,
      interval: 250,
    })
    .toBe(201);
  const checkout = await json('/api/billing/checkout', {
    method: 'POST',
    headers: faris.headers,
    body: JSON.stringify({ planId: 'six_months' }),
  });
  expect(checkout.status).toBe(201);
  const page = await fetch(`${gateway}${checkout.body.checkoutUrl as string}`);
  expect(page.status).toBe(200);
  const paid = await fetch(`${gateway}${checkout.body.checkoutUrl as string}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      number: SANDBOX_TEST_CARDS.pays.number,
      expiry: '12/39',
      cvc: '123',
      name: 'Faris',
    }),
  });
  expect(paid.status).toBe(303);
  const orderId = (checkout.body.order as { id: string }).id;
  await expect
    .poll(async () => (await json(`/api/billing/orders/${orderId}`, { headers: faris.headers })).body.stage, {
      timeout: 30_000,
    })
    .toBe('Completed');
  await expect.poll(async () => (await chatWith(salma.id)).canWrite, { timeout: 30_000 }).toBe(true);
  const started = await json('/api/chat/conversations', {
    method: 'POST',
    headers: faris.headers,
    body: JSON.stringify({ memberId: salma.id, clientId: crypto.randomUUID(), text: 'Assalamu alaikum' }),
  });
  expect(started.status).toBe(201);

  // He cancels; a replica whose clock is past the plan's end expires it.
  const canceled = await json('/api/billing/subscription/cancel', { method: 'POST', headers: faris.headers });
  expect(canceled.status).toBe(200);
  const until = Date.parse(canceled.body.activeUntil as string);
  const platform = loadPlatformConfig({
    DATABASE_URL: stack.billingDbUrl,
    KAFKA_BROKERS: process.env.KAFKA_BROKERS!,
    DATA_DIR: '/tmp/mawadda-billing-replica',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase(platform);
  try {
    const replica = createBillingService(
      {
        config: platform,
        logger: pino({ level: 'silent' }),
        database,
        bus: stack.bus,
        // This replica serves no HTTP: it only runs the sweep.
        verifier: {} as TokenVerifier,
      },
      { config: loadBillingConfig({}), clock: () => new Date(until + 24 * 60 * 60 * 1000) },
    );
    await replica.sweepNow();
  } finally {
    await database.close();
  }
  await expect
    .poll(async () => (await chatWith(noor.id)).refusal, { timeout: 30_000 })
    .toBe('needs_entitlement');
  const me = await json('/api/billing/me', { headers: faris.headers });
  // At the billing process's own clock his trial still runs; the plan is over for good.
  expect(me.body).toMatchObject({ subscription: { status: 'expired' } });
});
