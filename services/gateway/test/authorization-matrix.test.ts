import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPgliteDatabase, rowsOf, type Actor, type Expectation } from '@mawadda/kit';
import {
  acceptGuardianInvitation,
  folderInbox,
  registerAndConfirm,
  signInStaff,
  TEST_ADMIN_TOTP_SECRET,
  waitForMessageTo,
} from '@mawadda/kit/testing';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { loadEmbeddedConfig } from '../src/config.js';
import { createEmbeddedGateway, type EmbeddedGateway } from '../src/embedded.js';

/*
 * The authorization matrix (SECURITY.md): every OpenAPI operation, called as each actor, is held to
 * the route's declared `access` and `authz`, so no route ships without a rule. `allow`: not 401, 403
 * or 404, never a 5xx. Writes run on fresh people, so one call's effect never leaks into the next.
 */

const PASSWORD = 'Sabr-jameel-7';
const ADMIN = { email: 'admin@matrix.test', password: 'Matrix-admin-password-2026' };
const ORDER: Actor[] = ['guest', 'blocked', 'member', 'moderator', 'admin', 'owner', 'guardian'];

interface Operation {
  method: string;
  path: string;
  access?: 'public' | 'optional' | 'signed-in' | 'account' | string[];
  authz?: Partial<Record<Actor, Expectation>>;
}

interface Person {
  id: string;
  auth: string;
}

let gateway: EmbeddedGateway;
let dataDir: string;
/** How far billing's clock is moved (the notice fixture); 0 otherwise. */
let billingOffsetMs = 0;
let operations: Operation[];
let staff: { moderator: Person; admin: Person };
const ids: Record<string, string> = {};
let phones = 0;

const app = () => gateway.app;

/**
 * Asks `check` again until it answers (anything but false or undefined) and returns that; fails
 * naming `what` when the wait runs out. A fixture that never came about stops the run here
 * instead of letting every call after it be held to the wrong world.
 */
async function until<T>(what: string, check: () => Promise<T | false | undefined>): Promise<T> {
  try {
    return await vi.waitFor(
      async () => {
        const answer = await check();
        if (answer === false || answer === undefined) throw new Error(`gave up waiting for ${what}`);
        return answer;
      },
      { timeout: 20_000, interval: 20 },
    );
  } catch (err) {
    throw new Error(`${(err as Error).message}; ${await eventsStanding()}`, { cause: err });
  }
}

/**
 * Where the embedded process's events stand, for a wait that ran out: a fixture waits on an
 * event, so this tells a relay held up (rows waiting), a consumer that gave up (dead letters) and
 * a database held by a transaction (no answer at all) apart.
 */
async function eventsStanding(): Promise<string> {
  const read = (async () => {
    const tables = rowsOf<{ s: string }>(
      await gateway.database.db.execute(
        sql`select table_schema as s from information_schema.tables where table_name = 'outbox'`,
      ),
    );
    const parts: string[] = [];
    for (const { s } of tables) {
      const [row] = rowsOf<{ waiting: number; age: number | null; dead: number }>(
        await gateway.database.db.execute(
          sql.raw(`select (select count(*) from "${s}".outbox where published_at is null) as waiting,
          (select extract(epoch from now() - min(created_at)) from "${s}".outbox where published_at is null) as age,
          (select count(*) from "${s}".dead_letters) as dead`),
        ),
      );
      const { waiting, age, dead } = row!;
      if (Number(waiting) || Number(dead))
        parts.push(
          `${s}: ${waiting} unpublished (oldest ${Math.round(Number(age ?? 0))} s), ${dead} dead-lettered`,
        );
    }
    return parts.length ? parts.join('; ') : 'every outbox published, nothing dead-lettered';
  })();
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve('the database did not answer within 5 s: a transaction holds it'),
      5_000,
    );
  });
  try {
    return await Promise.race([read, silent]);
  } finally {
    clearTimeout(timer);
  }
}

async function register(name: string, gender: 'male' | 'female'): Promise<Person> {
  phones += 1;
  // Registration is two steps (auth README): the form, then the codes from the dev inbox.
  const res = await registerAndConfirm(
    {
      post: (p, b) =>
        request(app())
          .post(p)
          .send(b as object),
    },
    {
      fullName: name,
      email: `${name.split(' ')[0]!.toLowerCase()}.${phones}.${Date.now()}@example.ae`,
      phone: `+9715${String(10_000_000 + phones).slice(-8)}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      gender,
      birthDate: '1994-03-12',
      nationality: 'AE',
      country: 'AE',
      city: 'AE-DXB',
      address: 'Al Barsha, Dubai',
      maritalState: 'single',
      siteObjectiveId: 'marriage',
      communicate: 'chat',
      acceptOath: true,
      acceptTerms: true,
    },
    folderInbox(path.join(dataDir, 'dev-inbox')),
  );
  const person = { id: res.body.account.id as string, auth: `Bearer ${res.body.token as string}` };
  // The profile comes from the registration event, a moment later.
  await until(
    `the profile of ${name}`,
    async () =>
      (await request(app()).get('/api/profile/me').set('Authorization', person.auth)).status === 200,
  );
  return person;
}

/** Staff sign in with their second factor (the admin's from ADMIN_TOTP_SECRET; others enrol). */
async function signIn(email: string, password: string, totpSecret?: string): Promise<Person> {
  const res = await signInStaff(
    {
      post: (p, b) =>
        request(app())
          .post(p)
          .send(b as object),
    },
    { email, password, totpSecret },
  );
  return { id: res.body.account.id, auth: `Bearer ${res.body.token}` };
}

let staffMade = 0;
/** A staff account of its own, for a call that changes one (a second-factor reset ends its sign-ins). */
async function freshStaff(): Promise<string> {
  staffMade += 1;
  const res = await request(app())
    .post('/api/auth/admin/staff')
    .set('Authorization', staff.admin.auth)
    .send({
      email: `staff.${staffMade}.${Date.now()}@matrix.test`,
      fullName: 'Matrix Staff',
      role: 'moderator',
      password: 'Matrix-staff-password-2026',
    })
    .expect(201);
  return res.body.id;
}

let guardians = 0;
/**
 * The owner's guardian: she invites an address by email, and the invitee accepts with
 * the mailed link's token and the code sent to the address, making a guardian account linked to her.
 */
async function guardianOf(owner: Person): Promise<Person> {
  guardians += 1;
  const email = `wali.${guardians}.${Date.now()}@example.ae`;
  const since = new Date();
  await request(app())
    .post('/api/auth/me/guardian/invite')
    .set('Authorization', owner.auth)
    .send({ email })
    .expect(202);
  const token = await inviteTokenTo(email, since);
  const accepted = await acceptGuardianInvitation(
    {
      post: (p, b) =>
        request(app())
          .post(p)
          .send(b as object),
    },
    { token, address: email },
    { fullName: 'Yusuf Wali', password: PASSWORD },
    folderInbox(path.join(dataDir, 'dev-inbox')),
  );
  expect(accepted.status).toBe(201);
  const session = accepted.body as { token: string; account: { id: string } };
  return { id: session.account.id, auth: `Bearer ${session.token}` };
}

/** The token of the last guardian invitation mailed to an address (dev inbox). */
async function inviteTokenTo(email: string, since: Date): Promise<string> {
  const mail = await waitForMessageTo(path.join(dataDir, 'dev-inbox'), email, {
    purpose: 'guardian.invite',
    after: since,
  });
  return /[?&]token=([\w-]+)/.exec(mail.text)![1]!;
}

/** The people of one call: the owner, another member, a member the owner blocked, her guardian. */
async function world() {
  const owner = await register('Amina Matrix', 'female');
  const member = await register('Omar Matrix', 'male');
  const blocked = await register('Khalid Matrix', 'male');
  await request(app()).post(`/api/social/blocks/${blocked.id}`).set('Authorization', owner.auth).expect(200);
  // A photo of the owner, as her own profile lists it (with the URLs signed for her).
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f5e59' } })
    .png()
    .toBuffer();
  const photo = await request(app())
    .post('/api/profile/me/photos')
    .set('Authorization', owner.auth)
    .attach('file', png, { filename: 'p.png', contentType: 'image/png' });
  expect(photo.status).toBe(201);
  const guardian = await guardianOf(owner);
  // Profile hears of the block and of the guardian from events: the matrix starts once it has.
  await until(
    'profile to hide the owner from the member she blocked',
    async () =>
      (await request(app()).get(`/api/profile/${owner.id}`).set('Authorization', blocked.auth)).status ===
      404,
  );
  await until(
    'profile to know the owner’s guardian',
    async () =>
      (
        await request(app())
          .get(`/api/profile/guardian/members/${owner.id}`)
          .set('Authorization', guardian.auth)
      ).status === 200,
  );
  return { owner, member, blocked, guardian, photoId: photo.body.id as string };
}

/** An MP4 as phones write it starts with its `ftyp` box; the rest is media data. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2avc1mp41'),
  Buffer.from([0, 0, 0x10, 8]),
  Buffer.from('mdat'),
  Buffer.alloc(0x1000, 0x42),
]);

async function upload(person: Person, asset: 'avatar' | 'cover' | 'cv' | 'video') {
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c9a227' } })
    .png()
    .toBuffer();
  const [file, name, type] = asset === 'video' ? [MP4, 'me.mp4', 'video/mp4'] : [png, 'me.png', 'image/png'];
  const res = await request(app())
    .put(`/api/profile/me/${asset}`)
    .set('Authorization', person.auth)
    .attach('file', file, { filename: name, contentType: type });
  expect(res.status).toBe(200);
}

/**
 * Starts the member's free trial, as the member does on the site (nobody gets one at
 * registration). Billing may not have read the registration event yet: until it has, it cannot
 * tell whether the member may have one, so this asks again until it answers 201.
 */
const trialing = new Set<string>();
async function startTrial(person: Person): Promise<void> {
  // The reads share one world: its owner starts her one trial once (or is premium already: the
  // order fixture bought her a plan).
  if (trialing.has(person.id) || paidOrders.has(person.id)) return;
  trialing.add(person.id);
  await until(
    'POST /api/billing/trial to answer 201',
    async () =>
      (await request(app()).post('/api/billing/trial').set('Authorization', person.auth)).status === 201,
  );
}

/**
 * A conversation of the owner's, with a member who is none of the other actors: she starts her
 * trial, then starts the conversation once chat has heard of them both and of her trial
 * (billing's `entitlement.changed`), which takes a moment.
 */
async function conversationOf(owner: Person, partnerOf?: Person): Promise<string> {
  const partner = partnerOf ?? (await register('Zaid Partner', 'male'));
  await startTrial(owner);
  await until(
    'chat to let the owner write to her partner',
    async () =>
      (await request(app()).get(`/api/chat/with/${partner.id}`).set('Authorization', owner.auth)).body
        .canWrite === true,
  );
  const started = await request(app())
    .post('/api/chat/conversations')
    .set('Authorization', owner.auth)
    .send({ memberId: partner.id, clientId: crypto.randomUUID(), text: 'Assalamu alaikum' });
  expect(started.status).toBe(201);
  return started.body.conversation.id;
}

/** A path toward nikah of the owner's: opened by her conversation (match hears chat's event). */
async function pairOf(w: Awaited<ReturnType<typeof world>>): Promise<string> {
  await conversationOf(w.owner);
  return until('match to open the owner’s pair', async () => {
    const res = await request(app()).get('/api/match/pairs').set('Authorization', w.owner.auth);
    return res.body.items?.[0]?.id as string | undefined;
  });
}

const words = (w: string) => ({ ar: `${w} بالعربية`, en: w, ur: `${w} اردو`, fa: `${w} فارسی`, tr: w });
/** One of the families' questions staff write; the fixture's answers, ids included, once created. */
const FAMILY_QUESTION = {
  order: 90,
  active: true,
  text: words('Authorization matrix question'),
  choices: [{ label: words('Yes') }, { label: words('No') }],
};
let questionChoices: { id: string; label: object }[] = [];

/** The owner lets her guardian answer her side of the path's questions, once match knows him. */
async function guardianAnswersQuestions(pairId: string, w: Awaited<ReturnType<typeof world>>) {
  await until('match to let the owner’s guardian answer her questions', async () => {
    const res = await request(app())
      .put(`/api/match/pairs/${pairId}/guardian-answers`)
      .set('Authorization', w.owner.auth)
      .send({ allowed: true });
    return res.status === 200 ? true : undefined;
  });
}

const STORY = {
  title: 'How we met',
  body: 'We wrote for a month, our families met, and after istikhara we married in the spring of this year.',
  languages: ['ar', 'en'],
  names: ['Omar', 'A.'],
};

/**
 * A success story on the site: a fresh couple walks their path to married, both agree to the
 * story, and the admin approves it. Answers its id.
 */
async function publishedStory(admin: Person): Promise<string> {
  const bride = await register('Huda Bride', 'female');
  const groom = await register('Omar Groom', 'male');
  await conversationOf(bride, groom);
  const pairId = await until('match to open the couple’s pair', async () => {
    const res = await request(app()).get('/api/match/pairs').set('Authorization', bride.auth);
    return res.body.items?.[0]?.id as string | undefined;
  });
  const groomAuth = groom.auth;
  const meeting = {
    date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    placeType: 'family_home',
    chaperone: 'Her father',
  };
  for (const stage of ['families_involved', 'meeting_planned', 'decision', 'engaged', 'married']) {
    await request(app())
      .post(`/api/match/pairs/${pairId}/propose`)
      .set('Authorization', bride.auth)
      .send(
        stage === 'meeting_planned' ? { meeting } : stage === 'engaged' ? { confirmDeclarations: true } : {},
      )
      .expect(200);
    await request(app())
      .post(`/api/match/pairs/${pairId}/confirm`)
      .set('Authorization', groomAuth)
      .send(stage === 'engaged' ? { confirmDeclarations: true } : {})
      .expect(200);
  }
  const story = await request(app())
    .put(`/api/match/pairs/${pairId}/story`)
    .set('Authorization', bride.auth)
    .send(STORY)
    .expect(200);
  for (const auth of [bride.auth, groomAuth])
    await request(app())
      .post(`/api/match/pairs/${pairId}/story/agree`)
      .set('Authorization', auth)
      .send({ revision: story.body.story.revision })
      .expect(200);
  await request(app())
    .post(`/api/match/admin/stories/${story.body.story.id}/approve`)
    .set('Authorization', admin.auth)
    .send({})
    .expect(200);
  return story.body.story.id;
}

/** The owner lets her guardian approve conversations and photos, read her chats and see her matchmaking. */
async function guardianGates(w: Awaited<ReturnType<typeof world>>): Promise<void> {
  await request(app())
    .put('/api/auth/me/guardian/settings')
    .set('Authorization', w.owner.auth)
    .send({
      approveConversations: true,
      approvePhotos: true,
      approveCv: false,
      readsConversations: true,
      seesMatchmaking: true,
    })
    .expect(200);
}

/** The owner's guardian may read what she looks for (profile hears of the setting by event). */
async function guardianSeesPreferences(w: Awaited<ReturnType<typeof world>>): Promise<void> {
  await guardianGates(w);
  await until(
    'profile to let the guardian see the owner’s preferences',
    async () =>
      (
        await request(app())
          .get(`/api/profile/wards/${w.owner.id}/preferences`)
          .set('Authorization', w.guardian.auth)
      ).status === 200,
  );
}

const searchable = new WeakSet<object>();
/** The owner found by search (a profile complete enough), so the other member may weigh the pair. */
async function ownerSearchable(w: Awaited<ReturnType<typeof world>>): Promise<void> {
  if (searchable.has(w)) return;
  await request(app())
    .patch('/api/profile/me')
    .set('Authorization', w.owner.auth)
    .send({ height: 165, weight: 60, smoking: 'no' })
    .expect(200);
  await until(
    'search to find the owner',
    async () =>
      (
        await request(app())
          .get(`/api/search/compatibility/${w.owner.id}`)
          .set('Authorization', w.member.auth)
      ).status === 200,
  );
  searchable.add(w);
}

/** The owner lets her guardian see her matchmaking, and search has heard so. */
async function guardianSeesSuggestions(w: Awaited<ReturnType<typeof world>>): Promise<void> {
  await guardianGates(w);
  await until(
    'search to let the guardian read the owner’s suggestions',
    async () =>
      (
        await request(app())
          .get(`/api/search/wards/${w.owner.id}/suggestions`)
          .set('Authorization', w.guardian.auth)
      ).status === 200,
  );
}

const guardianReads = new WeakMap<object, string>();
/** A conversation of the owner's that her guardian may read (chat hears of the setting by event). */
async function guardianReadable(w: Awaited<ReturnType<typeof world>>): Promise<string> {
  const known = guardianReads.get(w);
  if (known) return known;
  await guardianGates(w);
  const id = await conversationOf(w.owner);
  await until(
    'chat to let the guardian read the owner’s conversations',
    async () =>
      (
        await request(app())
          .get(`/api/chat/guardian/members/${w.owner.id}/conversations`)
          .set('Authorization', w.guardian.auth)
      ).status === 200,
  );
  guardianReads.set(w, id);
  return id;
}

/** A conversation request waiting for the owner's guardian: a member with a trial writes to her. */
async function guardianConversationRequestOf(w: Awaited<ReturnType<typeof world>>): Promise<string> {
  await guardianGates(w);
  await startTrial(w.member);
  await until(
    'chat to let the member write to the owner',
    async () =>
      (await request(app()).get(`/api/chat/with/${w.owner.id}`).set('Authorization', w.member.auth)).body
        .canWrite === true,
  );
  let asked = 0;
  return until('a conversation request for the guardian', async () => {
    const pending = await request(app())
      .get('/api/chat/guardian/requests')
      .set('Authorization', w.guardian.auth);
    if (pending.body.items?.[0]) return pending.body.items[0].id as string;
    // Until chat hears of the setting, a start opens at once: the next member asks again.
    const writer = asked++ === 0 ? w.member : await register('Zaid Asker', 'male');
    if (asked > 1) await startTrial(writer);
    await request(app())
      .post('/api/chat/conversations')
      .set('Authorization', writer.auth)
      .send({ memberId: w.owner.id, clientId: crypto.randomUUID(), text: 'Assalamu alaikum' });
    return undefined;
  });
}

/** A reveal of the owner's photos waiting for her guardian (the other member asked to see them). */
async function guardianRevealRequestOf(w: Awaited<ReturnType<typeof world>>): Promise<string> {
  // The settings that gate photos also let the guardian see her preferences: once profile shows
  // him those, it has heard of the photo gate too.
  await guardianSeesPreferences(w);
  await request(app())
    .put('/api/profile/me/privacy')
    .set('Authorization', w.owner.auth)
    .send({ photosHidden: true })
    .expect(200);
  await request(app())
    .post(`/api/profile/${w.owner.id}/reveal-requests`)
    .set('Authorization', w.member.auth)
    .send({ subject: 'photos' })
    .expect(201);
  const reveal = await request(app())
    .put(`/api/profile/me/reveals/${w.member.id}/photos`)
    .set('Authorization', w.owner.auth)
    .expect(200);
  expect(reveal.body.status).toBe('awaiting_guardian');
  const pending = await request(app())
    .get('/api/profile/guardian/requests')
    .set('Authorization', w.guardian.auth);
  return pending.body.items[0].id;
}

/** Billing hears of an account from auth's event a moment after it is made (503 until then). */
async function billingKnows(...people: Person[]): Promise<void> {
  for (const person of people)
    await until(`billing to know ${person.id}`, async () => {
      const me = await request(app()).get('/api/billing/me').set('Authorization', person.auth);
      // A member billing knows may start a trial, or has had one, or a plan.
      return Boolean(me.body.trialAvailable || me.body.trial || me.body.subscription);
    });
}

/** A paid order of the owner's (its receipt exists), bought at the sandbox's checkout. */
const paidOrders = new Map<string, string>();
async function paidOrderOf(owner: Person): Promise<string> {
  const known = paidOrders.get(owner.id);
  if (known) return known;
  await billingKnows(owner);
  const checkout = await request(app())
    .post('/api/billing/checkout')
    .set('Authorization', owner.auth)
    .send({ planId: 'six_months' })
    .expect(201);
  await request(app())
    .post(checkout.body.checkoutUrl)
    .type('form')
    .send({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Amina Matrix' })
    .expect(303);
  await until(
    'the order to complete',
    async () =>
      (
        await request(app())
          .get(`/api/billing/orders/${checkout.body.order.id}`)
          .set('Authorization', owner.auth)
      ).body.stage === 'Completed',
  );
  paidOrders.set(owner.id, checkout.body.order.id);
  return checkout.body.order.id;
}

/**
 * A billing notice of the owner's: her trial's "3 days left", reached by moving billing's clock
 * 12 days on and running its sweep, then back.
 */
async function noticeOf(owner: Person): Promise<string> {
  await billingKnows(owner);
  await startTrial(owner);
  billingOffsetMs = 12 * 24 * 60 * 60 * 1000;
  try {
    await (
      gateway.services.find((x) => x.name === 'billing') as unknown as { sweepNow(): Promise<void> }
    ).sweepNow();
  } finally {
    billingOffsetMs = 0;
  }
  const me = await request(app()).get('/api/billing/me').set('Authorization', owner.auth).expect(200);
  return me.body.notices[0].id;
}

/** The moderation queue's item for a member's upload (pre-moderation: every upload waits there). */
async function moderationItemOf(memberId: string): Promise<string> {
  const admin = staff.admin.auth;
  return until(`a pending moderation item of ${memberId}`, async () => {
    const queue = await request(app())
      .get('/api/profile/admin/moderation')
      .query({ filter: JSON.stringify({ memberId, status: 'pending' }) })
      .set('Authorization', admin)
      .expect(200);
    return queue.body[0]?.id as string | undefined;
  });
}

/**
 * An identity document of the member's waiting for staff: its queue id. One may wait
 * at a time, so a document still waiting from an earlier operation is the one returned.
 */
async function verificationOf(member: Person): Promise<string> {
  const pending = async () =>
    (
      await request(app())
        .get('/api/profile/admin/verifications')
        .query({ filter: JSON.stringify({ memberId: member.id, status: 'pending' }) })
        .set('Authorization', staff.admin.auth)
        .expect(200)
    ).body as { id: string }[];
  const waiting = await pending();
  if (waiting[0]) return waiting[0].id;
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#345' } })
    .png()
    .toBuffer();
  await request(app())
    .put('/api/profile/me/verification/id')
    .set('Authorization', member.auth)
    .field('legalName', 'Test Member Full Name')
    .attach('file', png, { filename: 'id.png', contentType: 'image/png' })
    .expect(200);
  return (await pending())[0]!.id;
}

/** A device of the owner's that takes pushes (a browser push service's endpoint). */
async function pushDeviceOf(owner: Person): Promise<string> {
  const res = await request(app())
    .post('/api/notify/push/subscriptions')
    .set('Authorization', owner.auth)
    .send({
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: {
        p256dh: Buffer.alloc(65, 4).toString('base64url'),
        auth: Buffer.alloc(16, 1).toString('base64url'),
      },
    })
    .expect(201);
  return res.body.id as string;
}

/** A notification of the owner's: she turns private and another member asks to follow her. */
async function notificationOf(owner: Person, other: Person): Promise<string> {
  await request(app())
    .patch('/api/profile/me')
    .set('Authorization', owner.auth)
    .send({ visibility: 'private' });
  // Social learns the visibility from profile's event: ask once it does, so the follow waits.
  await until(
    'social to hear that the owner turned private',
    async () =>
      (await request(app()).get(`/api/social/members/${owner.id}/counts`).set('Authorization', other.auth))
        .body.listsVisible === false,
  );
  await request(app()).post(`/api/social/follows/${owner.id}`).set('Authorization', other.auth);
  return until(
    `a notification of ${owner.id}`,
    async () =>
      (await request(app()).get('/api/notify/notifications').set('Authorization', owner.auth)).body.items?.[0]
        ?.id as string | undefined,
  );
}

/** The session (refresh family) id of a person's access token: its `sid` claim. */
const sidOf = (person: Person) =>
  (JSON.parse(Buffer.from(person.auth.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

/** Path parameters, filled so the call concerns the owner (or a record that exists). */
function pathFor(op: Operation, w: Awaited<ReturnType<typeof world>>, extra: Record<string, string>): string {
  const tag = op.path.split('/')[2]!;
  // The resource a parameter names: the last fixed segment before the first parameter.
  const resource = op.path.split('/{')[0]!.split('/').at(-1);
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const key = `${tag}:${resource}:${name}`;
    const value =
      extra[name] ??
      (name === 'memberId' ? w.owner.id : name === 'photoId' ? w.photoId : undefined) ??
      ids[key] ??
      ids[`${tag}:${name}`] ??
      (tag === 'auth' && name === 'id' ? w.owner.id : undefined);
    if (!value) throw new Error(`no fixture for {${name}} of ${op.method} ${op.path} (key ${key})`);
    return encodeURIComponent(value);
  });
}

/** What `access` alone promises each actor. */
function fromAccess(access: Operation['access'], actor: Actor): Expectation {
  if (!access || access === 'public' || access === 'optional') return 'allow';
  if (actor === 'guest') return 401;
  if (access === 'account') return 'allow';
  // A guardian is no member: `signed-in` admits members and staff only.
  if (access === 'signed-in') return actor === 'guardian' ? 403 : 'allow';
  const role = actor === 'moderator' || actor === 'admin' || actor === 'guardian' ? actor : 'member';
  return access.includes(role) ? 'allow' : 403;
}

/**
 * A route's declared answer. A guardian not named on a public or optional route is answered as a
 * guest (ApiRouter sees a guardian as a guest there).
 */
const expected = (op: Operation, actor: Actor): Expectation =>
  op.authz?.[actor] ??
  (actor === 'guardian' && (!op.access || op.access === 'public' || op.access === 'optional')
    ? (op.authz?.guest ?? 'allow')
    : fromAccess(op.access, actor));

/**
 * Bodies that pass validation, where a route checks its input before it can tell whose the
 * resource is: with them a stranger's call reaches the ownership rule instead of stopping at 400.
 * Each call gets a fresh client id, so no actor's call is another's resend.
 */
const VALID_BODIES: Record<string, () => object> = {
  'post /api/billing/checkout': () => ({ planId: 'six_months' }),
  'post /api/billing/admin/orders/{id}/refund': () => ({
    amountMinor: 100,
    reason: 'authorization matrix',
    refundedBefore: 0,
  }),
  'put /api/billing/admin/plans/{id}': () => ({
    listPriceMinor: 60000,
    priceMinor: 30000,
    names: { ar: 'ستة أشهر', en: '6 months', ur: 'چھ ماہ', fa: 'شش ماه', tr: '6 ay' },
  }),
  'post /api/chat/conversations/{id}/messages': () => ({ clientId: crypto.randomUUID(), text: 'Salam' }),
  'post /api/chat/conversations/{id}/delivered': () => ({ upToSeq: 1 }),
  'post /api/chat/conversations/{id}/read': () => ({ upToSeq: 1 }),
  'post /api/chat/conversations/{id}/report': () => ({ reason: 'harassment', close: false }),
  'put /api/chat/calls/settings': () => ({ callsOff: false }),
  'put /api/chat/conversations/{id}/calls': () => ({ off: false }),
  'post /api/profile/{memberId}/reveal-requests': () => ({ subject: 'photos' }),
  'put /api/profile/me/privacy': () => ({ photosHidden: false }),
  'put /api/profile/me/prompts': () => ({ prompts: [] }),
  'put /api/match/pairs/{id}/questions/{questionId}': () => ({ choice: 'soon' }),
  'put /api/match/guardian/pairs/{id}/questions/{questionId}': () => ({ choice: 'soon' }),
  'put /api/match/pairs/{id}/guardian-answers': () => ({ allowed: false }),
  'post /api/match/admin/questions': () => FAMILY_QUESTION,
  'put /api/match/admin/questions/{id}': () => ({ ...FAMILY_QUESTION, choices: questionChoices }),
  'put /api/match/pairs/{id}/story': () => STORY,
  'post /api/match/pairs/{id}/story/agree': () => ({ revision: 1 }),
  'post /api/match/admin/stories/{id}/reject': () => ({ reason: 'authorization matrix' }),
};

async function call(op: Operation, url: string, who: Person | undefined) {
  const r = request(app())[op.method as 'get'](url);
  if (who) r.set('Authorization', who.auth);
  if (op.method !== 'get' && op.method !== 'delete')
    r.send(VALID_BODIES[`${op.method} ${op.path}`]?.() ?? {});
  return (await r).status;
}

const meets = (status: number, want: Expectation) =>
  want === 'allow' ? ![401, 403, 404].includes(status) && status < 500 : status === want;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-matrix-'));
  gateway = await createEmbeddedGateway(
    loadEmbeddedConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '20',
      WEB_MEMBER_DIST: path.join(dataDir, 'dist'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
      RATE_LIMIT_REGISTER_PER_HOUR: '100000',
      RATE_LIMIT_LOGIN_PER_10_MIN: '100000',
      RATE_LIMIT_FOLLOWS_PER_HOUR: '100000',
      RATE_LIMIT_REPORTS_PER_DAY: '100000',
      RATE_LIMIT_UPLOADS_PER_HOUR: '100000',
      RATE_LIMIT_SEARCHES_PER_MINUTE: '100000',
      CHAT_NEW_CONVERSATIONS_PER_DAY: '100000',
      // Photos show at once (and still wait in the queue): the matrix is about who may call what,
      // and the owner's photo must be there for others to try. Pre-moderation has its own tests.
      PROFILE_MODERATION: 'post',
    }),
    {
      logger: pino({ level: 'silent' }),
      database: await openPgliteDatabase(),
      billingClock: () => new Date(Date.now() + billingOffsetMs),
    },
  );
  const doc = await request(app()).get('/api/openapi.json').expect(200);
  operations = Object.entries(
    doc.body.paths as Record<string, Record<string, Record<string, unknown>>>,
  ).flatMap(([p, byMethod]) =>
    Object.entries(byMethod).map(([method, o]) => ({
      method,
      path: p,
      access: o['x-access'] as Operation['access'],
      authz: o['x-authz'] as Operation['authz'],
    })),
  );

  const admin = await signIn(ADMIN.email, ADMIN.password, TEST_ADMIN_TOTP_SECRET);
  const moderator = await register('Mona Moderator', 'female');
  // No route makes a moderator (staff are made by operators): the test promotes a member in the
  // database, then signs in again for a token that says so.
  await gateway.database.db.execute(
    sql`update auth.accounts set role = 'moderator' where id = ${moderator.id}`,
  );
  const found = (await gateway.database.db.execute(
    sql`select email from auth.accounts where id = ${moderator.id}`,
  )) as unknown as { rows: { email: string }[] };
  staff = { admin, moderator: await signIn(found.rows[0]!.email, PASSWORD) };

  // Records the staff routes name by id: the first of each list.
  for (const resource of ['menus', 'blocks', 'pages', 'news', 'blog', 'faq']) {
    const list = await request(app())
      .get(`/api/cms/admin/${resource}`)
      .set('Authorization', admin.auth)
      .expect(200);
    ids[`cms:${resource}:id`] = String(list.body[0].id);
  }
  const pages = await request(app()).get('/api/cms/pages?categoryId=0&pageSize=50').expect(200);
  const slugs: string[] = pages.body.items.map((p: { slug: string }) => p.slug);
  ids['cms:pages:slug'] = slugs.find((s) => !s.includes('/'))!;
  const [section, twoPartSlug] = slugs.find((s) => s.includes('/'))!.split('/') as [string, string];
  ids['cms:pages:section'] = section;
  ids['cms:pages:twoPartSlug'] = twoPartSlug;
  for (const feed of ['news', 'blog']) {
    const items = await request(app()).get(`/api/cms/${feed}`).expect(200);
    ids[`cms:${feed}:slug`] = items.body.items[0].slug;
  }
  const reporter = await register('Rania Reporter', 'female');
  const reported = await register('Samir Reported', 'male');
  const feedback = await request(app())
    .post('/api/cms/feedback')
    .set('Authorization', reporter.auth)
    .send({
      type: 'complaint',
      userName: 'Rania Reporter',
      email: 'rania@example.ae',
      mobile: '+971501112233',
      description: 'A complaint long enough to be accepted.',
    })
    .expect(201);
  ids['cms:feedback:id'] = feedback.body.id;
  const report = await request(app())
    .post('/api/social/reports')
    .set('Authorization', reporter.auth)
    .send({ memberId: reported.id, reason: 'fake_profile' })
    .expect(201);
  ids['social:reports:id'] = report.body.id;
  // A reported conversation, for the staff's snapshot.
  const reportedChat = await conversationOf(reporter);
  const chatReport = await request(app())
    .post(`/api/chat/conversations/${reportedChat}/report`)
    .set('Authorization', reporter.auth)
    .send({ reason: 'harassment' })
    .expect(201);
  ids['chat:reports:id'] = chatReport.body.id;
  const rebuild = await request(app())
    .post('/api/search/admin/rebuilds')
    .set('Authorization', admin.auth)
    .expect(201);
  ids['search:rebuilds:id'] = rebuild.body.id;
  ids['billing:plans:id'] = 'six_months';
  // Billing's staff lists: a member who bought a plan (her order and subscription), and one whose
  // trial runs.
  const buyer = await register('Huda Buyer', 'female');
  ids['billing:orders:id'] = await paidOrderOf(buyer);
  const subscriptions = await request(app())
    .get('/api/billing/admin/subscriptions')
    .query({ filter: JSON.stringify({ memberId: buyer.id }) })
    .set('Authorization', admin.auth)
    .expect(200);
  ids['billing:subscriptions:id'] = subscriptions.body[0].id;
  await billingKnows(reporter);
  await startTrial(reporter);
  ids['billing:trials:id'] = reporter.id;
  // Staff accounts and the audit log: the moderator, and the line her first look at a member left.
  ids['auth:staff:id'] = moderator.id;
  await request(app())
    .get(`/api/auth/admin/members/${reported.id}`)
    .set('Authorization', staff.moderator.auth)
    .expect(200);
  ids['auth:audit:id'] = await until(
    'the audit line of the moderator’s look',
    async () =>
      (await request(app()).get('/api/auth/admin/audit').set('Authorization', admin.auth).expect(200)).body[0]
        ?.id as string | undefined,
  );
  ids['billing:webhooks:provider'] = 'sandbox';
  ids['match:questionId'] = 'children';
  const question = await request(app())
    .post('/api/match/admin/questions')
    .set('Authorization', admin.auth)
    .send(FAMILY_QUESTION)
    .expect(201);
  ids['match:questions:id'] = question.body.id;
  questionChoices = question.body.choices;
  ids['match:stories:id'] = await publishedStory(admin);
  // A guardian invitation waiting: everyone reads it; the guardian actor accepts it.
  const invitedAt = new Date();
  const invitee = `invitee.${Date.now()}@example.ae`;
  await request(app())
    .post('/api/auth/me/guardian/invite')
    .set('Authorization', buyer.auth)
    .send({ email: invitee })
    .expect(202);
  ids['auth:invites:token'] = await inviteTokenTo(invitee, invitedAt);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await gateway?.database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('authorization matrix over /api/openapi.json', () => {
  it('has a declared access rule on every operation', () => {
    const undeclared = operations
      .filter((op) => !op.access)
      .map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(undeclared).toEqual([]);
  });

  it('answers every operation, for every actor, as the route declares', async () => {
    const failures: string[] = [];
    const rank = (m: string) => ['get', 'post', 'put', 'patch', 'delete'].indexOf(m);
    const sorted = [...operations].sort((a, b) => rank(a.method) - rank(b.method));
    let shared: Awaited<ReturnType<typeof world>> | undefined;
    for (const op of sorted) {
      // Reads share one world; every write gets its own, so no effect leaks into the next call.
      const w = op.method === 'get' && shared ? shared : await world();
      if (op.method === 'get') shared = w;
      const extra: Record<string, string> = {};
      if (op.path === '/api/cms/pages/{section}/{slug}') extra.slug = ids['cms:pages:twoPartSlug']!;
      if (op.path.startsWith('/api/chat/conversations/{id}')) extra.id = await conversationOf(w.owner);
      if (op.path.startsWith('/api/match/pairs/{id}') || op.path.startsWith('/api/match/guardian/pairs/{id}'))
        extra.id = await pairOf(w);
      if (op.path.startsWith('/api/match/guardian/pairs/{id}/questions'))
        await guardianAnswersQuestions(extra.id!, w);
      if (op.path.startsWith('/api/chat/guardian/members/')) extra.id = await guardianReadable(w);
      if (op.path.startsWith('/api/chat/guardian/requests/{id}'))
        extra.id = await guardianConversationRequestOf(w);
      if (op.path.startsWith('/api/profile/guardian/requests/{id}'))
        extra.id = await guardianRevealRequestOf(w);
      if (op.path.startsWith('/api/profile/wards/{memberId}/')) await guardianSeesPreferences(w);
      if (op.path.startsWith('/api/search/wards/{memberId}/')) await guardianSeesSuggestions(w);
      if (op.path.startsWith('/api/search/compatibility/')) await ownerSearchable(w);
      if (op.path.startsWith('/api/billing/')) await billingKnows(w.owner, w.member, w.blocked);
      if (op.path.startsWith('/api/billing/orders/{id}')) extra.id = await paidOrderOf(w.owner);
      // The owner's own device: her current sign-in, whose id is her access token's `sid`.
      if (op.path === '/api/auth/me/sessions/{id}') extra.id = sidOf(w.owner);
      if (op.path === '/api/auth/admin/staff/{id}/two-factor') extra.id = await freshStaff();
      if (op.path === '/api/billing/notices/{id}/read') extra.id = await noticeOf(w.owner);
      if (op.path === '/api/notify/notifications/{id}/read')
        extra.id = await notificationOf(w.owner, w.member);
      if (op.path === '/api/notify/push/subscriptions/{id}') extra.id = await pushDeviceOf(w.owner);
      if (op.path.startsWith('/api/profile/admin/moderation/{id}'))
        extra.id = await moderationItemOf(w.owner.id);
      if (op.path.startsWith('/api/profile/admin/verifications/{id}'))
        extra.id = await verificationOf(w.owner);
      if (op.path === '/api/profile/media/verification/{id}/{file}') {
        // The owner's document, through the URL signed for the admin: only the admin may open it.
        const item = await request(app())
          .get(`/api/profile/admin/verifications/${await verificationOf(w.owner)}`)
          .set('Authorization', staff.admin.auth)
          .expect(200);
        const url = new URL(item.body.file.url, 'http://x');
        for (const actor of ORDER) {
          const who =
            actor === 'guest' ? undefined : actor in staff ? staff[actor as 'admin'] : w[actor as 'owner'];
          const status = await call(op, url.pathname + url.search, who);
          if (!meets(status, expected(op, actor)))
            failures.push(
              `${op.method.toUpperCase()} ${op.path} as ${actor}: ${status}, declared ${expected(op, actor)}`,
            );
        }
        continue;
      }
      if (op.path.startsWith('/api/profile/me/reveals/{viewerId}')) {
        extra.viewerId = w.member.id;
        extra.subject = 'photos';
      }
      if (op.path.startsWith('/api/profile/me/reveal-requests/{requestId}')) {
        // A request waiting for the owner: she hides her photos and the other member asks to see them.
        await request(app())
          .put('/api/profile/me/privacy')
          .set('Authorization', w.owner.auth)
          .send({ photosHidden: true })
          .expect(200);
        const asked = await request(app())
          .post(`/api/profile/${w.owner.id}/reveal-requests`)
          .set('Authorization', w.member.auth)
          .send({ subject: 'photos' })
          .expect(201);
        extra.requestId = asked.body.id;
      }
      if (op.path === '/api/profile/me/moderation-notices/{noticeId}/dismiss') {
        // A notice of the owner's: staff reject her photo, and her profile tells her why.
        await request(app())
          .post(`/api/profile/admin/moderation/${await moderationItemOf(w.owner.id)}/reject`)
          .set('Authorization', staff.admin.auth)
          .send({ reason: 'low_quality' })
          .expect(200);
        const own = await request(app())
          .get('/api/profile/me')
          .set('Authorization', w.owner.auth)
          .expect(200);
        extra.noticeId = own.body.moderationNotices[0].id;
      }
      if (op.path.startsWith('/api/social/requests/{id}')) {
        // A request waiting for the owner: she turns private and the other member asks.
        await request(app())
          .patch('/api/profile/me')
          .set('Authorization', w.owner.auth)
          .send({ visibility: 'private' });
        // Social hears of it by event: until then a follow is accepted at once, and is undone.
        extra.id = await until('social to turn a follow of her into a request', async () => {
          const asked = await request(app())
            .post(`/api/social/follows/${w.owner.id}`)
            .set('Authorization', w.member.auth);
          if (asked.body.outgoingRequestId) return asked.body.outgoingRequestId as string;
          await request(app())
            .delete(`/api/social/follows/${w.owner.id}`)
            .set('Authorization', w.member.auth);
          return undefined;
        });
      }
      if (op.path === '/api/profile/media/{memberId}/{assetId}/{file}') {
        // The owner's own signed URL of her photo, tried by everyone.
        const own = await request(app())
          .get('/api/profile/me')
          .set('Authorization', w.owner.auth)
          .expect(200);
        const url = new URL(own.body.media.photos[0].variants[0].url, 'http://x');
        for (const actor of ORDER) {
          const who =
            actor === 'guest' ? undefined : actor in staff ? staff[actor as 'admin'] : w[actor as 'owner'];
          const status = await call(op, url.pathname + url.search, who);
          if (!meets(status, expected(op, actor)))
            failures.push(
              `${op.method.toUpperCase()} ${op.path} as ${actor}: ${status}, declared ${expected(op, actor)}`,
            );
        }
        continue;
      }
      const asset = /^\/api\/profile\/me\/(avatar|cover|cv|video)$/.exec(op.path)?.[1];
      if (op.method === 'delete' && asset)
        // Every member actor removes their own: each has one to remove.
        for (const person of [w.owner, w.member, w.blocked]) await upload(person, asset as 'cv');
      const url = pathFor(op, w, extra);
      for (const actor of ORDER) {
        const who =
          actor === 'guest'
            ? undefined
            : actor === 'moderator' || actor === 'admin'
              ? staff[actor]
              : w[actor];
        const status = await call(op, url, who);
        const want = expected(op, actor);
        if (!meets(status, want))
          failures.push(`${op.method.toUpperCase()} ${op.path} as ${actor}: ${status}, declared ${want}`);
      }
    }
    expect(failures).toEqual([]);
  }, 1_200_000); // seven actors over every route: minutes on a busy machine
});
