import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { acceptGuardianInvitation, fetchClient, folderInbox, waitForMessageTo } from '@mawadda/kit/testing';
import {
  STARTUP_TIMEOUT_MS,
  startDistributedStack,
  type DistributedStack,
  type StackMember,
} from './support/distributed-stack.js';

/*
 * Trust features across processes (support/distributed-stack.ts): the guardian, the per-viewer
 * reveal with its watermark and view log, verification badges and notifications by mail, each
 * journey through the gateway as the site does, so events between services are exercised on Kafka.
 */
let stack: DistributedStack;
beforeAll(async () => {
  stack = await startDistributedStack('distributed-trust');
}, STARTUP_TIMEOUT_MS + 30_000);
afterAll(async () => {
  await stack?.stop();
});

const json = (path: string, init: RequestInit = {}) => stack.json(path, init);
const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  json(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

interface Notification {
  id: string;
  kind: string;
  actorId: string | null;
  subjectId: string | null;
  params: Record<string, unknown>;
  link: string;
  readAt: string | null;
}
const notificationsOf = async (headers: Record<string, string>) => {
  const res = await json('/api/notify/notifications', { headers });
  expect(res.status).toBe(200);
  return res.body.items as Notification[];
};
const unreadOf = async (headers: Record<string, string>) =>
  (await json('/api/notify/notifications/unread-count', { headers })).body.count as number;

/** A photo with detail, so a watermark has something to differ from. */
const detailedJpeg = async () =>
  sharp({ create: { width: 1080, height: 720, channels: 3, background: '#6a8caf' } })
    .composite([
      {
        input: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d4a373' } })
          .png()
          .toBuffer(),
        top: 200,
        left: 300,
      },
    ])
    .jpeg()
    .toBuffer();

const upload = (path: string, method: 'PUT' | 'POST', headers: Record<string, string>, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return fetch(`${stack.gateway}${path}`, { method, headers, body: form });
};

/** Completes a profile past search's 40% rule (registration alone is below it). */
const completeProfile = async (m: StackMember) =>
  expect(
    (await send('PATCH', '/api/profile/me', m.headers, { height: 165, weight: 60, smoking: 'no' })).status,
  ).toBe(200);

/** His free trial, and chat's word (over Kafka) that he may write to her. */
async function mayWriteTo(man: StackMember, woman: StackMember) {
  await expect
    .poll(async () => (await send('POST', '/api/billing/trial', man.headers)).status, {
      timeout: 60_000,
      interval: 250,
    })
    .toBe(201);
  await expect
    .poll(async () => (await json(`/api/chat/with/${woman.id}`, { headers: man.headers })).body.canWrite, {
      timeout: 60_000,
    })
    .toBe(true);
}

it('guardian: her wali approves a conversation before she sees it; then she is told', async () => {
  const hafsa = await stack.registerMember('Hafsa Guarded', 'female', '+971507770001');
  const bilal = await stack.registerMember('Bilal Suitor', 'male', '+971507770002');

  // She invites her wali by email; he follows the link from the shared dev inbox.
  const waliEmail = `wali.${Date.now()}@example.ae`;
  const since = new Date(Date.now() - 1000);
  const invited = await send('POST', '/api/auth/me/guardian/invite', hafsa.headers, { email: waliEmail });
  expect(invited.status).toBe(202);
  const invitation = await waitForMessageTo(stack.inboxDir, waliEmail, {
    purpose: 'guardian.invite',
    after: since,
    timeoutMs: 15_000,
  });
  expect(invitation.text).toContain('Hafsa');
  const token = /[?&]token=([\w-]+)/.exec(invitation.text)![1]!;
  // He proves the address is his with the code sent there, then makes his account.
  const accepted = await acceptGuardianInvitation(
    fetchClient(stack.gateway),
    { token, address: waliEmail },
    { fullName: 'Abdullah Wali', password: 'Wali-amin-2026' },
    folderInbox(stack.inboxDir, 15_000),
  );
  expect(accepted.status).toBe(201);
  const wali = { authorization: `Bearer ${(accepted.body as { token: string }).token}` };
  expect((await json('/api/auth/me/guardian', { headers: hafsa.headers })).body).toMatchObject({
    status: 'linked',
  });

  // She asks him to approve new conversations (and lets him read them).
  const settings = await send('PUT', '/api/auth/me/guardian/settings', hafsa.headers, {
    approveConversations: true,
    approvePhotos: false,
    approveCv: false,
    readsConversations: true,
  });
  expect(settings.status).toBe(200);
  // Chat has her guardian's settings once (over Kafka) it lets him read her conversations.
  await expect
    .poll(
      async () =>
        (await json(`/api/chat/guardian/members/${hafsa.id}/conversations`, { headers: wali })).status,
      {
        timeout: 30_000,
      },
    )
    .toBe(200);

  await mayWriteTo(bilal, hafsa);
  const started = await send('POST', '/api/chat/conversations', bilal.headers, {
    memberId: hafsa.id,
    clientId: randomUUID(),
    text: 'Assalamu alaikum, I would like to ask for your hand',
  });
  expect(started.status).toBe(201);
  const conversation = started.body.conversation as { id: string; guardianApproval: string };
  expect(conversation.guardianApproval).toBe('waiting');

  // The wali is told (notify, over Kafka) and sees the request with the first message (chat).
  await expect
    .poll(async () => (await notificationsOf(wali)).map((n) => n.kind), { timeout: 30_000 })
    .toContain('guardian.request');
  const waiting = (await json('/api/chat/guardian/requests', { headers: wali })).body.items as {
    id: string;
    conversationId: string;
    requesterId: string;
    firstMessage: string;
  }[];
  expect(waiting).toEqual([
    expect.objectContaining({
      conversationId: conversation.id,
      requesterId: bilal.id,
      firstMessage: 'Assalamu alaikum, I would like to ask for your hand',
    }),
  ]);
  // `guardian.request` mails by default: auth mails the wali's verified address.
  await waitForMessageTo(stack.inboxDir, waliEmail, {
    purpose: 'notify.guardian.request',
    timeoutMs: 30_000,
  });

  // Until he answers she sees nothing: no conversation, no unread, no notification.
  expect((await json('/api/chat/conversations', { headers: hafsa.headers })).body.items).toEqual([]);
  expect((await json('/api/chat/unread', { headers: hafsa.headers })).body.total).toBe(0);
  expect((await json(`/api/chat/conversations/${conversation.id}`, { headers: hafsa.headers })).status).toBe(
    404,
  );
  expect(await notificationsOf(hafsa.headers)).toEqual([]);

  const approved = await send('POST', `/api/chat/guardian/requests/${waiting[0]!.id}/approve`, wali);
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ decision: 'approved' });

  // Now it is hers, with the notice that her wali can read it, and his message is unread.
  const hers = (await json('/api/chat/conversations', { headers: hafsa.headers })).body.items as {
    id: string;
    guardianReads: boolean;
  }[];
  expect(hers).toEqual([expect.objectContaining({ id: conversation.id, guardianReads: true })]);
  await expect
    .poll(async () => (await json('/api/chat/unread', { headers: hafsa.headers })).body.total, {
      timeout: 30_000,
    })
    .toBe(1);
  // Notify tells her of the conversation and of her wali's decision (chat's events over Kafka).
  await expect
    .poll(async () => (await notificationsOf(hafsa.headers)).map((n) => n.kind).sort(), { timeout: 30_000 })
    .toEqual(['conversation.started', 'guardian.decision']);
  const told = await notificationsOf(hafsa.headers);
  expect(told.find((n) => n.kind === 'conversation.started')).toMatchObject({
    actorId: bilal.id,
    subjectId: conversation.id,
  });
  expect(await unreadOf(hafsa.headers)).toBe(2);
  // The decision is in her activity log (auth, from chat's event).
  await expect
    .poll(
      async () =>
        (
          (await json('/api/auth/me/guardian/activity', { headers: hafsa.headers })).body.items as {
            kind: string;
          }[]
        ).map((a) => a.kind),
      { timeout: 30_000 },
    )
    .toContain('approval_decided');
  // He may write now; the wali reads, read-only.
  const next = await send('POST', `/api/chat/conversations/${conversation.id}/messages`, bilal.headers, {
    clientId: randomUUID(),
    text: 'Thank you',
  });
  expect(next.status).toBe(201);
  const read = await json(
    `/api/chat/guardian/members/${hafsa.id}/conversations/${conversation.id}/messages`,
    {
      headers: wali,
    },
  );
  expect(read.status).toBe(200);
  expect((read.body.items as { text: string }[]).map((m) => m.text)).toContain('Thank you');

  // The path to nikah, across processes: match opened their pair from chat's event and knows her
  // guardian from auth's, so every family stage waits for him too. A member searching finds her
  // until they marry.
  await completeProfile(hafsa);
  const seeker = await stack.registerMember('Khalid Seeker', 'male', '+971507770003');
  const seekerFinds = async () => {
    // Newest first, as completed: other files' members share the stack's index.
    const query = 'gender=female&heightMin=165&heightMax=165&sort=newest&limit=50';
    const found = await json(`/api/search/members?${query}`, { headers: seeker.headers });
    return (found.body.items as { memberId: string }[]).some((m) => m.memberId === hafsa.id);
  };
  await expect.poll(seekerFinds, { timeout: 30_000 }).toBe(true);
  const pairOf = async (headers: Record<string, string>) =>
    (await json('/api/match/pairs', { headers })).body.items as { id: string; otherId: string }[];
  await expect.poll(async () => (await pairOf(bilal.headers)).length, { timeout: 30_000 }).toBe(1);
  const pairId = (await pairOf(bilal.headers))[0]!.id;
  const marriagesBefore = (await json('/api/match/stats')).body.marriages as number;
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const meeting = { date: inAWeek, placeType: 'family_home', chaperone: 'Her father, Salem' };
  const steps: [stage: string, body: Record<string, unknown>][] = [
    ['families_involved', {}],
    ['meeting_planned', { meeting }],
    ['decision', {}],
    ['engaged', { confirmDeclarations: true }],
    ['married', {}],
  ];
  let stageBefore = 'talking';
  for (const [stage, body] of steps) {
    expect(
      (await send('POST', `/api/match/pairs/${pairId}/propose`, bilal.headers, body)).status,
      stage,
    ).toBe(200);
    const reconfirm = stage === 'engaged' ? { confirmDeclarations: true } : {};
    const hers = await send('POST', `/api/match/pairs/${pairId}/confirm`, hafsa.headers, reconfirm);
    expect(hers.status, stage).toBe(200);
    // She confirmed, and still it waits for her wali.
    const pair = hers.body as { stage: string; proposal: { waitingFor: { role: string }[] } };
    expect(pair.stage).toBe(stageBefore);
    expect(pair.proposal.waitingFor.map((w) => w.role)).toEqual(['guardian']);
    const his = await send('POST', `/api/match/guardian/pairs/${pairId}/confirm`, wali);
    expect(his.status, stage).toBe(200);
    expect(his.body.stage).toBe(stage);
    stageBefore = stage;
  }
  // Notify (over Kafka) told him of each step that waited for him.
  await expect
    .poll(async () => (await notificationsOf(wali)).filter((n) => n.kind === 'pair.waiting').length, {
      timeout: 30_000,
    })
    .toBe(steps.length);
  // Married: the home's counter counts them, and search (Elasticsearch, over Kafka) offers her to
  // nobody any more.
  expect((await json('/api/match/stats')).body.marriages).toBe(marriagesBefore + 1);
  await expect.poll(seekerFinds, { timeout: 30_000 }).toBe(false);
}, 240_000);

it('reveal: hidden photos, revealed to one man as a watermarked JPEG naming him, logged, revoked at once', async () => {
  const layla = await stack.registerMember('Layla Hidden', 'female', '+971507770011');
  const omar = await stack.registerMember('Omar Viewer', 'male', '+971507770012');
  expect((await upload('/api/profile/me/avatar', 'PUT', layla.headers, await detailedJpeg())).status).toBe(
    200,
  );
  const privacy = await send('PUT', '/api/profile/me/privacy', layla.headers, { photosHidden: true });
  expect(privacy.body).toMatchObject({ photosHidden: true });

  type Media = { avatar: { variants: { url: string; width: number }[] } | null };
  const viewOf = async (viewer: StackMember) => {
    const res = await json(`/api/profile/${layla.id}`, { headers: viewer.headers });
    expect(res.status).toBe(200);
    return res.body as { media: Media; hidden: { photos: boolean } };
  };
  // He gets no photo URL, only "ask to see".
  const before = await viewOf(omar);
  expect(before.media.avatar).toBeNull();
  expect(before.hidden.photos).toBe(true);
  const asked = await send('POST', `/api/profile/${layla.id}/reveal-requests`, omar.headers, {
    subject: 'photos',
  });
  expect(asked.status).toBe(201);
  // She is told of his request (notify, over Kafka).
  await expect
    .poll(async () => (await notificationsOf(layla.headers)).map((n) => n.kind), { timeout: 30_000 })
    .toContain('reveal.requested');

  const revealed = await send('PUT', `/api/profile/me/reveals/${omar.id}/photos`, layla.headers);
  expect(revealed.status).toBe(200);
  await expect
    .poll(async () => (await notificationsOf(omar.headers)).map((n) => n.kind), { timeout: 30_000 })
    .toContain('reveal.granted');

  const his = (await viewOf(omar)).media.avatar!.variants.at(-1)!;
  const mine = (
    (await json('/api/profile/me', { headers: layla.headers })).body.media as Media
  ).avatar!.variants.at(-1)!;
  expect(his.width).toBe(mine.width);
  const marked = await fetch(`${stack.gateway}${his.url}`, { headers: omar.headers });
  expect(marked.status).toBe(200);
  expect(marked.headers.get('content-type')).toBe('image/jpeg');
  expect(marked.headers.get('cache-control')).toBe('private, no-store');
  const markedBytes = Buffer.from(await marked.arrayBuffer());
  const plain = await fetch(`${stack.gateway}${mine.url}`, { headers: layla.headers });
  expect(plain.status).toBe(200);
  const plainBytes = Buffer.from(await plain.arrayBuffer());

  // Decoded, the mark is there: many pixels differ clearly from her own plain rendition.
  const pixels = (b: Buffer) => sharp(b).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = [await pixels(plainBytes), await pixels(markedBytes)];
  expect([b.info.width, b.info.height]).toEqual([a.info.width, a.info.height]);
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 3) {
    const d = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!);
    if (d > 40) changed++;
  }
  const share = changed / (a.info.width * a.info.height);
  expect(share).toBeGreaterThan(0.02);
  expect(share).toBeLessThan(0.5);
  // His copy of the day is kept in MinIO, under its own prefix, named for him.
  const store = await stack.openMediaStore();
  try {
    const today = new Date().toISOString().slice(0, 10);
    const kept = await store.list(`watermarks/${layla.id}/`);
    expect(kept.some((k) => k.includes(`${omar.id}-${today}-`))).toBe(true);
  } finally {
    await store.close();
  }

  // Her log says he saw her photos.
  const views = (await json('/api/profile/me/views', { headers: layla.headers })).body.items as {
    viewer: { kind: string; id: string | null };
    subject: string;
  }[];
  expect(views).toContainEqual(
    expect.objectContaining({ viewer: expect.objectContaining({ id: omar.id }), subject: 'photos' }),
  );

  // She revokes: the URL he holds is dead at once, and his view has no photo again.
  expect((await send('DELETE', `/api/profile/me/reveals/${omar.id}/photos`, layla.headers)).status).toBe(204);
  expect((await fetch(`${stack.gateway}${his.url}`, { headers: omar.headers })).status).toBe(404);
  expect((await viewOf(omar)).media.avatar).toBeNull();
  expect((await fetch(`${stack.gateway}${mine.url}`, { headers: layla.headers })).status).toBe(200);
}, 120_000);

it('media cookie: a copy dies with its sign-out in the profile process too, told over Kafka', async () => {
  const nour = await stack.registerMember('Nour Cookie', 'female', '+971507770041');
  expect((await upload('/api/profile/me/avatar', 'PUT', nour.headers, await detailedJpeg())).status).toBe(
    200,
  );
  // A sign-in of her own (its refresh cookie ends it), and the media cookie her profile call sets.
  const login = await fetch(`${stack.gateway}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: nour.email, password: nour.password }),
  });
  expect(login.status).toBe(200);
  const cookieNamed = (res: Response, name: string) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1)!;
  const refresh = cookieNamed(login, 'mawadda_refresh');
  const token = ((await login.json()) as { token: string }).token;
  const me = await fetch(`${stack.gateway}/api/profile/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const media = cookieNamed(me, 'mw_media');
  const url = (
    (await me.json()) as { media: { avatar: { variants: { url: string }[] } } }
  ).media.avatar.variants.at(-1)!.url;
  const photo = () => fetch(`${stack.gateway}${url}`, { headers: { cookie: media } });
  expect((await photo()).status).toBe(200);

  const out = await fetch(`${stack.gateway}/api/auth/logout`, {
    method: 'POST',
    headers: { cookie: refresh },
  });
  expect(out.status).toBe(204);
  // The profile process hears of the sign-out from auth's event and refuses the copied cookie.
  await expect.poll(async () => (await photo()).status, { timeout: 30_000, interval: 250 }).toBe(404);
}, 120_000);

it('verification: a selfie approved by staff gives the badge, and search (Elasticsearch) finds her as verified', async () => {
  const sara = await stack.registerMember('Sara Verified', 'female', '+971507770021');
  const dana = await stack.registerMember('Dana Unverified', 'female', '+971507770022');
  const yahya = await stack.registerMember('Yahya Searcher', 'male', '+971507770023');
  await completeProfile(sara);
  await completeProfile(dana);

  const prompt = await send('POST', '/api/profile/me/verification/selfie/prompt', sara.headers);
  expect(prompt.status).toBe(201);
  const { id: promptId, gesture } = prompt.body as { id: string; gesture: string };
  const selfie = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#a86' } })
    .jpeg()
    .toBuffer();
  const sent = await upload(
    `/api/profile/me/verification/selfie?promptId=${promptId}`,
    'PUT',
    sara.headers,
    selfie,
  );
  expect(sent.status).toBe(200);
  expect(((await sent.json()) as { selfie: { status: string } }).selfie.status).toBe('pending');

  // Staff find it in the queue with the gesture asked, and approve it.
  const admin = await stack.adminHeaders();
  const filter = encodeURIComponent(JSON.stringify({ memberId: sara.id, status: 'pending' }));
  const queue = await json(`/api/profile/admin/verifications?filter=${filter}`, { headers: admin });
  expect(queue.status).toBe(200);
  const item = (queue.body as unknown as { id: string; kind: string; gesture: string }[])[0]!;
  expect(item).toMatchObject({ kind: 'selfie', gesture });
  const approved = await send('POST', `/api/profile/admin/verifications/${item.id}/approve`, admin);
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ status: 'approved', file: null });
  // Phone (from her registration, auth over Kafka) and selfie: verified.
  const state = await json('/api/profile/me/verification', { headers: sara.headers });
  expect(state.body).toMatchObject({ verified: true, badges: { phone: true, selfie: true } });

  type Card = { memberId: string; verified?: boolean; badges?: Record<string, boolean> };
  const found = async (query: string) => {
    const res = await json(`/api/search/members?${query}`, { headers: yahya.headers });
    return res.status === 200 ? (res.body.items as Card[]) : [];
  };
  // Search reads both profiles and the new badge from profile's snapshots over Kafka.
  // (Other women of this file are below the completeness rule; only these two were completed.)
  await expect
    .poll(async () => (await found('')).map((c) => c.memberId), { timeout: 120_000 })
    .toEqual(expect.arrayContaining([sara.id, dana.id]));
  // Only this test's two women are looked at: the stack's search process reads the shared topics
  // from their beginning, so members other integration files published (verified ones too) are in
  // its index as well (a full run found two).
  const ours = (cards: Card[]) =>
    cards.map((c) => c.memberId).filter((id) => id === sara.id || id === dana.id);
  await expect
    .poll(async () => ours(await found('verifiedOnly=true')), { timeout: 30_000 })
    .toEqual([sara.id]);
  const card = (await found('')).find((c) => c.memberId === sara.id);
  expect(card).toMatchObject({
    verified: true,
    badges: { phone: true, email: true, selfie: true, id: false },
  });
  expect((await found('')).find((c) => c.memberId === dana.id)).toMatchObject({
    verified: false,
    badges: { phone: true, selfie: false },
  });
}, 240_000);

it('notifications: a follow request to a private profile is in her centre, unread, and mailed as she chose', async () => {
  const rania = await stack.registerMember('Rania Private', 'female', '+971507770031');
  const hamza = await stack.registerMember('Hamza Follower', 'male', '+971507770032');
  const chose = await send('PUT', '/api/notify/preferences', rania.headers, { 'follow.requested': 'email' });
  expect(chose.status).toBe(200);
  expect(chose.body).toMatchObject({ 'follow.requested': 'email' });
  expect((await send('PATCH', '/api/profile/me', rania.headers, { visibility: 'private' })).status).toBe(200);
  // The social process learns of her privacy over Kafka.
  await expect
    .poll(
      async () =>
        (await json(`/api/social/members/${rania.id}/counts`, { headers: hamza.headers })).body.listsVisible,
      {
        timeout: 30_000,
      },
    )
    .toBe(false);
  expect(await unreadOf(rania.headers)).toBe(0);

  const since = new Date(Date.now() - 1000);
  const asked = await send('POST', `/api/social/follows/${rania.id}`, hamza.headers);
  expect(asked.body).toMatchObject({ following: 'requested' });

  // Notify (over Kafka from social) records it; the bell shows one unread.
  await expect.poll(() => unreadOf(rania.headers), { timeout: 30_000 }).toBe(1);
  const [notice] = await notificationsOf(rania.headers);
  expect(notice).toMatchObject({
    kind: 'follow.requested',
    actorId: hamza.id,
    link: '/profile/requests',
    readAt: null,
  });
  // Auth (over Kafka from notify) mails her verified address, naming no one.
  const mail = await waitForMessageTo(stack.inboxDir, rania.email, {
    purpose: 'notify.follow.requested',
    after: since,
    timeoutMs: 30_000,
  });
  expect(mail.text).toContain('/profile/requests');
  expect(mail.text).not.toContain('Hamza');
  // He is told nothing of his own act.
  expect((await notificationsOf(hamza.headers)).map((n) => n.kind)).not.toContain('follow.requested');

  expect((await send('POST', `/api/notify/notifications/${notice!.id}/read`, rania.headers)).status).toBe(
    204,
  );
  expect(await unreadOf(rania.headers)).toBe(0);
  // Another member cannot mark it.
  expect((await send('POST', `/api/notify/notifications/${notice!.id}/read`, hamza.headers)).status).toBe(
    404,
  );
}, 120_000);
