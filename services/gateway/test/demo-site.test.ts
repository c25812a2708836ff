import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  firstNameOf,
  individualRegistrationSchema,
  profileEditSchema,
  profileRuleIssues,
} from '@mawadda/contracts';
import { openPgliteDatabase } from '@mawadda/kit';
import { eventually, signInStaff } from '@mawadda/kit/testing';
import { pino } from 'pino';
import { DEMO_MODERATOR, DEMO_STAFF, loadDemoConfig } from '../../../scripts/demo/config.js';
import { DEMO_MEMBER_PASSWORD, demoMembers } from '../../../scripts/demo/people.js';
import { seedDemo, type SeedResult } from '../../../scripts/demo/seed.js';
import { ensureDemoModerator } from '../../../scripts/demo/staff.js';
import { loadEmbeddedConfig, loadGatewayConfigs } from '../src/config.js';
import { createEmbeddedGateway, type EmbeddedGateway } from '../src/embedded.js';

// `npm run demo`: the same embedded gateway with the DEMO flag, seeded through the public API.
const INDEX =
  '<!doctype html><html><head><title>Mawadda</title><script>document.documentElement.dir = "rtl";</script></head><body><div id="root"></div></body></html>';
const COUNT = 12;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-demo-'));
const dist = path.join(dataDir, 'dist');
let gateway: EmbeddedGateway;
let server: Server;
let baseUrl: string;
let seeded: SeedResult;

beforeAll(async () => {
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  const configs = loadDemoConfig({ DEMO_DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_MEMBER_DIST: dist });
  gateway = await createEmbeddedGateway(
    { ...configs, platform: { ...configs.platform, OUTBOX_POLL_MS: 20 } },
    { logger: pino({ level: 'silent' }), database: await openPgliteDatabase() },
  );
  server = gateway.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  seeded = await seedDemo({ baseUrl, count: COUNT });
}, 240_000);

afterAll(async () => {
  server?.close();
  await gateway?.close();
  await gateway?.database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The printed TOTP secret of a demo staff account (members have none). */
const totpSecretOf = (email: string) =>
  email === DEMO_STAFF.email
    ? DEMO_STAFF.totpSecret
    : email === DEMO_MODERATOR.email
      ? seeded.moderatorTotpSecret
      : undefined;
/** Staff tokens are kept for the file: a code works once, and they sign in again and again. */
const staffTokens = new Map<string, string>();
/** Signs in as the demo prints it: the password, and for staff a code of the printed secret. */
const session = async (email: string, password: string) => {
  const client = {
    post: (p: string, b: unknown) =>
      request(gateway.app)
        .post(p)
        .send(b as object),
  };
  const res = await signInStaff(client, { email, password, totpSecret: totpSecretOf(email) });
  if (totpSecretOf(email)) staffTokens.set(email, res.body.token);
  return res.body as { token: string; account: { id: string } };
};
const signIn = async (email: string, password: string) => {
  if (!totpSecretOf(email)) return `Bearer ${(await session(email, password)).token}`;
  if (!staffTokens.has(email)) staffTokens.set(email, (await session(email, password)).token);
  return `Bearer ${staffTokens.get(email)!}`;
};
/** The pending moderation queue as the console's list asks for it. */
const queue = async (auth: string) => {
  const res = await request(gateway.app)
    .get('/api/profile/admin/moderation')
    .query({ filter: JSON.stringify({ status: 'pending' }), range: '[0,99]' })
    .set('Authorization', auth)
    .expect(200);
  return {
    items: res.body as { memberId: string; kind: string }[],
    total: Number(res.headers['x-total-count']),
  };
};
const found = async (auth: string) => {
  const res = await request(gateway.app).get('/api/search/members?limit=50').set('Authorization', auth);
  expect(res.status).toBe(200);
  return (res.body.items as { fullName: string; gender: string }[]).map((c) => c.fullName).sort();
};
/** The full names of the members whose follow by `auth`'s account they accepted (its cards read them whole). */
const followedNames = async (auth: string, memberId: string) => {
  const following = await request(gateway.app)
    .get(`/api/social/members/${memberId}/following?limit=50`)
    .set('Authorization', auth)
    .expect(200);
  const ids = (following.body.items as { memberId: string }[]).map((f) => f.memberId);
  if (ids.length === 0) return new Set<string>();
  const cards = await request(gateway.app)
    .post('/api/profile/cards')
    .send({ ids })
    .set('Authorization', auth)
    .expect(200);
  return new Set((cards.body.items as { fullName: string }[]).map((c) => c.fullName));
};

describe('the demo members', () => {
  const all = demoMembers(300);

  it('pass the rules of registration and of the profile form, every one', () => {
    for (const m of all) {
      const registration = individualRegistrationSchema.safeParse(m.registration);
      expect(registration.error?.issues, m.email).toBeUndefined();
      const profile = profileEditSchema.safeParse(m.profile);
      expect(profile.error?.issues, m.email).toBeUndefined();
      const r = m.registration;
      const issues = profileRuleIssues({ ...r, beard: null, wives: null, religion: null, ...m.profile });
      expect(issues, m.email).toEqual([]);
    }
  });

  it('live in every city, both genders, aged 20 to 55, about a quarter private, with unique logins', () => {
    expect(new Set(all.map((m) => m.registration.city)).size).toBe(cities.length);
    expect(all.filter((m) => m.gender === 'female')).toHaveLength(150);
    const years = all.map((m) => new Date().getUTCFullYear() - Number(m.registration.birthDate.slice(0, 4)));
    expect(Math.min(...years)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...years)).toBeLessThanOrEqual(56);
    const privates = all.filter((m) => m.profile.visibility === 'private').length;
    expect(privates / all.length).toBeGreaterThan(0.18);
    expect(privates / all.length).toBeLessThan(0.32);
    expect(new Set(all.map((m) => m.email)).size).toBe(300);
    expect(new Set(all.map((m) => m.registration.phone)).size).toBe(300);
    expect(demoMembers(300)).toEqual(all);
  });
});

describe('the demo seed', () => {
  const people = demoMembers(COUNT);
  const women = people.filter((m) => m.gender === 'female').map((m) => m.registration.fullName);
  const men = people.filter((m) => m.gender === 'male').map((m) => m.registration.fullName);

  it('registers complete members that search finds, both genders, a blocked one hidden', async () => {
    expect(seeded.members).toBe(COUNT);
    const [man, woman] = seeded.samples;
    expect(man).toMatchObject({ gender: 'male', visibility: 'public' });
    expect(woman).toMatchObject({ gender: 'female', visibility: 'private' });
    expect(man!.email).toMatch(/@demo\.mawadda\.invalid$/);
    // The first sample member blocks the last woman: search hides her from him. A private woman
    // whose follow he has no acceptance of shows him her first name only, as a guest would see her.
    const manAuth = await signIn(man!.email, man!.password);
    const manId = (await session(man!.email, man!.password)).account.id;
    const letIn = await followedNames(manAuth, manId);
    const isPrivate = new Set(
      people.filter((m) => m.profile.visibility === 'private').map((m) => m.registration.fullName),
    );
    const seenByMan = women
      .slice(0, -1)
      .map((name) => (isPrivate.has(name) && !letIn.has(name) ? firstNameOf(name) : name));
    expect(seenByMan.some((name, i) => name !== women[i])).toBe(true);
    expect(await found(manAuth)).toEqual(seenByMan.sort());
    const womanAuth = await signIn(woman!.email, woman!.password);
    const womanId = (await session(woman!.email, woman!.password)).account.id;
    const letInByMen = await followedNames(womanAuth, womanId);
    const seenByWoman = men.map((name) =>
      isPrivate.has(name) && !letInByMen.has(name) ? firstNameOf(name) : name,
    );
    expect(await found(womanAuth)).toEqual(seenByWoman.sort());
    const me = await request(gateway.app)
      .get('/api/profile/me')
      .set('Authorization', await signIn(man!.email, man!.password))
      .expect(200);
    expect(me.body.completeness).toBe(100);
  });

  it('fills the most-active strip and the social graph through the events', async () => {
    const strip = await request(gateway.app).get('/api/search/most-active').expect(200);
    expect(strip.body.items.length).toBeGreaterThan(0);
    expect(seeded.follows).toBeGreaterThanOrEqual(COUNT * 2);
    expect(seeded.blocks).toBeGreaterThan(0);
  });

  it("starts the first sample member's free trial, and leaves the second the offer", async () => {
    const [man, woman] = seeded.samples;
    expect([man!.trial, woman!.trial]).toEqual([true, false]);
    const billing = async (who: typeof man) =>
      (
        await request(gateway.app)
          .get('/api/billing/me')
          .set('Authorization', await signIn(who!.email, who!.password))
          .expect(200)
      ).body;
    expect(await billing(man)).toMatchObject({ state: 'trialing', active: true });
    expect(await billing(woman)).toMatchObject({ state: 'none', active: false, trialAvailable: true });
  });

  it('signs both staff accounts in with the printed passwords and TOTP secrets: an admin and a moderator', async () => {
    // The password alone opens no staff session: the second step needs a code.
    const passwordOnly = await request(gateway.app)
      .post('/api/auth/login')
      .send({ email: DEMO_STAFF.email, password: DEMO_STAFF.password })
      .expect(200);
    expect(passwordOnly.body).toMatchObject({ secondFactor: 'verify' });
    expect((await session(DEMO_STAFF.email, DEMO_STAFF.password)).account).toMatchObject({ kind: 'staff' });
    expect(seeded.moderatorTotpSecret).toMatch(/^[A-Z2-7]{32}$/);
    const res = await session(DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    expect(res.account).toMatchObject({ role: 'moderator', kind: 'staff' });
    // The moderator does the day's work; staff accounts are the admin's.
    await request(gateway.app)
      .get('/api/auth/admin/staff')
      .set('Authorization', `Bearer ${res.token}`)
      .expect(403);
    // What `npm run demo` does on a folder seeded before the moderator existed: nothing twice, and
    // the moderator's printed secret still signs it in.
    expect(await ensureDemoModerator(baseUrl, seeded.moderatorTotpSecret)).toEqual({
      opened: 'existed',
      moderatorTotpSecret: seeded.moderatorTotpSecret,
    });
    // Each staff code works once: a sign-in in the step of the last one waits for the next step.
  }, 120_000);

  it("leaves the moderator a day's queue, the rest approved so the site shows faces", async () => {
    const moderator = await signIn(DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const pending = await queue(moderator);
    const { avatarsPending, additionsPending, textsPending, approved } = seeded.moderation!;
    expect(pending.total).toBe(avatarsPending + additionsPending + textsPending);
    expect([avatarsPending, additionsPending, textsPending]).toEqual([1, 1, 1]);
    expect(approved).toBe(2 * COUNT - avatarsPending - textsPending);
    expect(pending.items.map((i) => i.kind).sort()).toEqual(['aboutMe', 'avatar', 'photo']);
    const [man, woman] = seeded.samples;
    const manAuth = await signIn(man!.email, man!.password);
    const womanAuth = await signIn(woman!.email, woman!.password);
    const ids = async (auth: string) =>
      (
        await request(gateway.app).get('/api/search/members?limit=50').set('Authorization', auth).expect(200)
      ).body.items.map((c: { memberId: string }) => c.memberId) as string[];
    const waiting = new Set(pending.items.map((i) => i.memberId));
    // The sample members' pages look finished: their own avatar and text are approved.
    const me = await request(gateway.app).get('/api/profile/me').set('Authorization', manAuth).expect(200);
    expect(waiting.has(me.body.memberId as string)).toBe(false);
    expect(me.body.media.avatar.moderation).toBe('approved');
    expect(me.body.aboutMePending).toBeNull();

    // Another member sees the approved avatars of public profiles, and not the one still waiting.
    const cards = async (auth: string, memberIds: string[]) => {
      const res = await request(gateway.app)
        .post('/api/profile/cards')
        .set('Authorization', auth)
        .send({ ids: memberIds })
        .expect(200);
      return res.body.items as { memberId: string; avatar: unknown }[];
    };
    const all = [
      ...(await cards(manAuth, await ids(manAuth))),
      ...(await cards(womanAuth, await ids(womanAuth))),
    ];
    // Women who hide their photos show a placeholder, but to the one man each revealed them to.
    const hiddenFromThem = seeded.reveals!.hiding - 1;
    expect(all.filter((c) => c.avatar !== null).length).toBeGreaterThanOrEqual(COUNT / 2 - hiddenFromThem);
    const avatarWaiting = pending.items.find((i) => i.kind === 'avatar')!.memberId;
    const [card] = await cards(womanAuth, [avatarWaiting]);
    expect(card).toMatchObject({ memberId: avatarWaiting, avatar: null });
  });

  it('files reports with every reason, one member reported twice and one report dismissed', async () => {
    const moderator = await signIn(DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const res = await request(gateway.app)
      .get('/api/social/admin/reports')
      .query({ range: '[0,99]', sort: '["reportsAgainstMember","DESC"]' })
      .set('Authorization', moderator)
      .expect(200);
    const reports = res.body as {
      reason: string;
      status: string;
      reportsAgainstMember: number;
      details: string;
    }[];
    expect(reports).toHaveLength(seeded.reports!);
    expect(new Set(reports.map((r) => r.reason))).toEqual(
      new Set([
        'fake_profile',
        'harassment',
        'inappropriate_photos',
        'scam',
        'hidden_marital_status',
        'other',
      ]),
    );
    expect(reports[0]!.reportsAgainstMember).toBe(2);
    expect(reports.filter((r) => r.status === 'dismissed')).toHaveLength(1);
    expect(reports.filter((r) => r.status === 'open')).toHaveLength(reports.length - 1);
  });

  it('leaves messages to the staff in Arabic and English, two answered, the writer reading the reply', async () => {
    const moderator = await signIn(DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const res = await request(gateway.app)
      .get('/api/cms/admin/feedback')
      .query({ range: '[0,99]' })
      .set('Authorization', moderator)
      .expect(200);
    const messages = res.body as {
      type: string;
      locale: string;
      memberId: string | null;
      status: string;
      email: string;
    }[];
    expect(messages).toHaveLength(8);
    expect(seeded.feedback).toBe(8);
    expect(new Set(messages.map((m) => m.type))).toEqual(new Set(['contact', 'complaint', 'suggestion']));
    expect(new Set(messages.map((m) => m.locale))).toEqual(new Set(['ar', 'en']));
    expect(messages.filter((m) => m.memberId !== null).length).toBeGreaterThanOrEqual(3);
    const answered = messages.filter((m) => m.status === 'answered');
    expect(answered).toHaveLength(2);
    const writer = answered.find((m) => m.memberId !== null)!;
    const mine = await request(gateway.app)
      .get('/api/cms/feedback/mine')
      .set('Authorization', await signIn(writer.email, DEMO_MEMBER_PASSWORD))
      .expect(200);
    expect(mine.body.items[0]).toMatchObject({ status: 'answered', reply: expect.any(String) });
    // The seed's messages came from their own addresses: a visitor can still write at once.
    await request(gateway.app)
      .post('/api/cms/feedback')
      .send({
        type: 'contact',
        userName: 'A visitor',
        email: 'visitor@example.com',
        mobile: '+12025550100',
        description: 'Trying the contact form of the demo.',
      })
      .expect(201);
  });

  it('links three guardians; the printed one signs in and finds the first man’s conversation waiting', async () => {
    expect(seeded.guardians).toBe(3);
    const guardian = seeded.guardian!;
    const auth = await signIn(guardian.email, guardian.password);
    const me = await request(gateway.app).get('/api/auth/me').set('Authorization', auth).expect(200);
    expect(me.body.guardianOf).toHaveLength(1);
    const waiting = await request(gateway.app)
      .get('/api/chat/guardian/requests')
      .set('Authorization', auth)
      .expect(200);
    const [man] = seeded.samples;
    const manId = (await session(man!.email, man!.password)).account.id;
    expect(waiting.body.items).toEqual([expect.objectContaining({ requesterId: manId })]);
    // She chose that her guardian reads her conversations: he reads the one waiting too.
    const memberId = waiting.body.items[0].memberId as string;
    await request(gateway.app)
      .get(`/api/chat/guardian/members/${memberId}/conversations`)
      .set('Authorization', auth)
      .expect(200);
    // For her it does not exist until her guardian approves it.
    const her = await request(gateway.app)
      .get('/api/chat/conversations')
      .set('Authorization', await signIn(guardian.of, DEMO_MEMBER_PASSWORD))
      .expect(200);
    expect(her.body.items).toEqual([]);
  });

  it('shows the first man the photos a woman hides, watermarked for him, and another member none', async () => {
    const { revealedToFirst, hiding, awaitingGuardian, requestsWaiting } = seeded.reveals!;
    expect([hiding, awaitingGuardian, requestsWaiting]).toEqual([3, 1, 2]);
    const [man, woman] = seeded.samples;
    const manAuth = await signIn(man!.email, man!.password);
    const owner = await request(gateway.app)
      .get('/api/profile/me')
      .set('Authorization', await signIn(revealedToFirst, DEMO_MEMBER_PASSWORD))
      .expect(200);
    expect(owner.body).toMatchObject({
      photosHidden: true,
      cvHidden: true,
      media: { cv: { format: 'pdf' } },
    });
    const herId = owner.body.memberId as string;
    const seen = await request(gateway.app)
      .get(`/api/profile/${herId}`)
      .set('Authorization', manAuth)
      .expect(200);
    expect(seen.body.hidden.photos).toBe(false);
    const url = new URL(seen.body.media.avatar.variants[0].url as string, baseUrl);
    const photo = await request(gateway.app)
      .get(url.pathname + url.search)
      .set('Authorization', manAuth)
      .expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // Any other man finds a placeholder and may ask.
    const others = people.filter((m) => m.gender === 'male').slice(1);
    let checked = 0;
    for (const other of others) {
      const view = await request(gateway.app)
        .get(`/api/profile/${herId}`)
        .set('Authorization', await signIn(other.email, DEMO_MEMBER_PASSWORD));
      if (view.status !== 200) continue; // a block between the two
      expect(view.body.media.avatar, other.email).toBeNull();
      if (++checked === 2) break;
    }
    expect(checked).toBeGreaterThan(0);
    // The second sample member has a request to see her photos waiting for her answer.
    const asks = await request(gateway.app)
      .get('/api/profile/me/reveal-requests')
      .set('Authorization', await signIn(woman!.email, woman!.password))
      .expect(200);
    expect(asks.body.items).toEqual([expect.objectContaining({ subject: 'photos', status: 'pending' })]);
  });

  it('leaves verifications for the moderator, shows the approved badges, and search’s verified filter finds them', async () => {
    const moderator = await signIn(DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    const res = await request(gateway.app)
      .get('/api/profile/admin/verifications')
      .query({ filter: JSON.stringify({ status: 'pending' }), range: '[0,99]' })
      .set('Authorization', moderator)
      .expect(200);
    expect(Number(res.headers['x-total-count'])).toBe(seeded.verifications!.pending);
    expect(seeded.verifications!.pending).toBeGreaterThan(0);
    const [man, woman] = seeded.samples;
    const manSession = await session(man!.email, man!.password);
    const me = await request(gateway.app)
      .get('/api/profile/me')
      .set('Authorization', `Bearer ${manSession.token}`)
      .expect(200);
    expect(me.body.badges).toEqual({ phone: true, email: true, selfie: true, id: true });
    const womanAuth = await signIn(woman!.email, woman!.password);
    const cards = await request(gateway.app)
      .post('/api/profile/cards')
      .set('Authorization', womanAuth)
      .send({ ids: [manSession.account.id] })
      .expect(200);
    expect(cards.body.items[0].badges).toMatchObject({ phone: true, selfie: true });
    await eventually(async () => {
      const found = await request(gateway.app)
        .get('/api/search/members?verifiedOnly=true&limit=50')
        .set('Authorization', womanAuth)
        .expect(200);
      return (found.body.items as { memberId: string }[]).some((c) => c.memberId === manSession.account.id);
    });
  });

  it('leaves both sample members unread notifications from what the others did', async () => {
    expect(seeded.unread).toHaveLength(2);
    for (const sample of seeded.samples) {
      const res = await request(gateway.app)
        .get('/api/notify/notifications/unread-count')
        .set('Authorization', await signIn(sample.email, sample.password))
        .expect(200);
      expect(res.body.count, sample.email).toBeGreaterThan(0);
    }
  });

  it('picks the sample members’ suggestions, each with the reasons the pair fits', async () => {
    expect(seeded.suggestions).toHaveLength(2);
    for (const [i, sample] of seeded.samples.entries()) {
      const res = await request(gateway.app)
        .get('/api/search/suggestions')
        .set('Authorization', await signIn(sample.email, sample.password))
        .expect(200);
      const items = res.body.items as {
        card: { gender: string; compatibility?: { theyMeet: { of: number } } };
      }[];
      expect(items).toHaveLength(seeded.suggestions![i]!);
      for (const { card } of items) {
        expect(card.gender).not.toBe(sample.gender);
        // The sample members state what they look for, so every reason has something to count.
        expect(card.compatibility?.theyMeet.of).toBeGreaterThan(0);
      }
    }
    // On this small site the first man (married, following several women) may be left none; the
    // sample woman is always given some.
    expect(seeded.suggestions![1]).toBeGreaterThan(0);
  });

  it('runs again on the same data without duplicating anyone', async () => {
    const again = await seedDemo({ baseUrl, count: COUNT, moderatorTotpSecret: seeded.moderatorTotpSecret });
    expect(again.moderatorTotpSecret).toBe(seeded.moderatorTotpSecret);
    expect(again.members).toBe(COUNT);
    // The trial was started on the first run: the second finds it so.
    expect(again.samples.map((m) => m.trial)).toEqual([true, false]);
    const [, woman] = again.samples;
    expect(await found(await signIn(woman!.email, woman!.password))).toEqual([...men].sort());
    // Nothing uploaded, reported or written twice; nothing more approved.
    expect(again.moderation!.approved).toBe(0);
    const moderator = await signIn(DEMO_MODERATOR.email, DEMO_MODERATOR.password);
    expect((await queue(moderator)).total).toBe(3);
    const total = async (path: string) =>
      (
        await request(gateway.app)
          .get(path)
          .query({ range: '[0,0]' })
          .set('Authorization', moderator)
          .expect(200)
      ).headers['x-total-count'];
    expect(await total('/api/social/admin/reports')).toBe(String(seeded.reports));
    // The seed's eight, and the visitor's message of the test above.
    expect(await total('/api/cms/admin/feedback')).toBe('9');
    // Nothing invited, revealed, asked or sent for verification twice.
    expect(again.guardian).toEqual(seeded.guardian);
    expect(again.reveals).toEqual(seeded.reveals);
    expect(again.verifications).toEqual({ ...seeded.verifications, approvedNow: 0 });
    expect(await total('/api/profile/admin/verifications')).toBe(
      String(seeded.verifications!.approved + seeded.verifications!.pending),
    );
    const guardianAuth = await signIn(seeded.guardian!.email, seeded.guardian!.password);
    const waiting = await request(gateway.app)
      .get('/api/chat/guardian/requests')
      .set('Authorization', guardianAuth)
      .expect(200);
    expect(waiting.body.items).toHaveLength(1);
    // The seed signs its staff in again, each with a code of a step not spent yet.
  }, 120_000);
});

describe('the demo notice flag', () => {
  it('marks every page of the demo site with a meta element, leaving the CSP as it was', async () => {
    for (const p of ['/', '/en', '/search', '/ur/profile/123']) {
      const res = await request(gateway.app).get(p).expect(200);
      expect(res.text, p).toContain('<meta name="mawadda-demo" content="true" />');
    }
    const res = await request(gateway.app).get('/en');
    const inline = createHash('sha256').update('document.documentElement.dir = "rtl";').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${inline}'`);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('is on for the demo whatever the environment says, and off for `npm start`', async () => {
    expect(loadDemoConfig({ DEMO: 'false' }).gateway.DEMO).toBe(true);
    const demo = loadDemoConfig({
      DATA_DIR: '/srv/mawadda',
      DATABASE_URL: 'postgres://db/mawadda',
      ADMIN_PASSWORD: 'the-real-one-1234',
    });
    expect(demo.platform.DATA_DIR).toBe(path.resolve('.demo-data'));
    expect(demo.platform.DATABASE_URL).toBeUndefined();
    expect(demo.auth.ADMIN_PASSWORD).toBe(DEMO_STAFF.password);
    expect(loadGatewayConfigs({}).gateway.DEMO).toBe(false);
    expect(loadEmbeddedConfig({}).gateway.DEMO).toBe(false);

    const plainDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-plain-'));
    const plain = await createEmbeddedGateway(
      loadEmbeddedConfig({
        DATA_DIR: plainDir,
        LOG_LEVEL: 'silent',
        WEB_MEMBER_DIST: dist,
        ADMIN_PASSWORD: 'plain-site-admin-1',
      }),
      { logger: pino({ level: 'silent' }), database: await openPgliteDatabase() },
    );
    try {
      const res = await request(plain.app).get('/en').expect(200);
      expect(res.text).not.toContain('mawadda-demo');
    } finally {
      await plain.close();
      await plain.database.close();
      fs.rmSync(plainDir, { recursive: true, force: true });
    }
    // A whole embedded site starts on a fresh database here, which a busy machine takes a while for.
  }, 60_000);
});
