import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { linkGuardian } from './guardians.js';
import { useBrowser, shot, signedInPage, type ViewportName } from './browser.js';
import { bearer, json, registerMember, startTrial, type Member, type NewMember } from './members.js';

const baseUrl = inject('baseUrl');
// A fake camera and microphone (a test pattern and a tone), allowed without asking.
const browser = useBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
const register = (who: NewMember) => registerMember(baseUrl, who);
/** The embedded gateway starts coturn when it is installed (services/gateway/src/embedded-turn.ts). */
const coturnInstalled = spawnSync('sh', ['-c', 'command -v turnserver'], { stdio: 'ignore' }).status === 0;

/**
 * Keeps every peer connection the page opens where the journey can read its getStats(); with
 * `relayOnly`, every connection may use TURN relay candidates alone, so media goes through coturn.
 */
async function recordPeers(page: Page, relayOnly = false) {
  await page.addInitScript((relay) => {
    const Native = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers = all;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(relay ? { ...config, iceTransportPolicy: 'relay' } : config);
        all.push(this);
      }
    } as typeof RTCPeerConnection;
  }, relayOnly);
}

/** Of the page's open connections, how many decode video frames, and the local candidate types in use. */
const mediaIn = (page: Page) =>
  page.evaluate(async () => {
    const peers = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.filter(
      (pc) => pc.connectionState !== 'closed',
    );
    let decoding = 0;
    const local: string[] = [];
    for (const pc of peers) {
      const stats = await pc.getStats();
      let frames = 0;
      let pair: { localCandidateId?: string } | undefined;
      stats.forEach((r: Record<string, unknown>) => {
        if (r.type === 'inbound-rtp' && r.kind === 'video') frames += Number(r.framesDecoded ?? 0);
        if (r.type === 'candidate-pair' && r.state === 'succeeded' && r.nominated) pair = r;
      });
      if (frames > 0) decoding++;
      const candidate =
        pair?.localCandidateId && (stats.get(pair.localCandidateId) as { candidateType?: string });
      if (candidate) local.push(candidate.candidateType ?? '?');
    }
    return { open: peers.length, decoding, local };
  });

/** Waits until the page decodes video from `parties` others, each over its own connection. */
async function decodesFrom(page: Page, parties: number) {
  await expect
    .poll(async () => (await mediaIn(page)).decoding, { timeout: 45_000, interval: 500 })
    .toBe(parties);
}

async function canWrite(from: Member, to: Member) {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseUrl}/api/chat/with/${to.id}`, {
          headers: { ...json, ...bearer(from.token) },
        });
        return res.ok ? ((await res.json()) as { canWrite: boolean }).canWrite : res.status;
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBe(true);
}

/** He starts their conversation with a first message, as the message button would. */
async function converse(from: Member, to: Member) {
  await startTrial(baseUrl, from);
  await canWrite(from, to);
  const res = await fetch(`${baseUrl}/api/chat/conversations`, {
    method: 'POST',
    headers: { ...json, ...bearer(from.token) },
    body: JSON.stringify({ memberId: to.id, clientId: randomUUID(), text: 'السلام عليكم' }),
  });
  expect(res.status).toBe(201);
}

async function open(
  viewport: ViewportName,
  member: { token: string },
  locale: 'ar' | 'en',
  path: string,
  relayOnly = false,
) {
  const page = await signedInPage(browser(), viewport, member.token, locale);
  await recordPeers(page, relayOnly);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${baseUrl}${locale === 'ar' ? '' : '/en'}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/** Her socket is up once he sees her online in their conversation's head. */
const online = (page: Page) => page.locator('.chat__head .presence--online').waitFor({ timeout: 20_000 });

describe('calls', () => {
  it('a phone’s conversation head shows the whole name, the call buttons on a row of their own', async () => {
    const khalid = await register({
      name: 'Khalid Al-Mansouri',
      gender: 'male',
      email: 'khalid.callhead.e2e@example.com',
      phone: '+971 50 765 6641',
    });
    const safiya = await register({
      name: 'صفية الخطيب',
      gender: 'female',
      email: 'safiya.callhead.e2e@example.com',
      phone: '+966 55 765 6642',
    });
    await converse(khalid, safiya);
    for (const [locale, who, other] of [
      ['en', khalid, safiya],
      ['ar', safiya, khalid],
    ] as const) {
      const { page, errors } = await open('phone', who, locale, `/chat/${other.id}`);
      const name = page.locator('.chat__head .chat__name');
      await name.getByText(other.name).waitFor();
      const calls = page.locator('.chat__head .call-buttons');
      await calls.waitFor();
      // Nothing cut: the name fits its box, and the buttons sit below it, not beside it.
      expect(await name.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      const [nameBox, callsBox] = [await name.boundingBox(), await calls.boundingBox()];
      expect(callsBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height);
      await shot(page, 'calls', 'phone', `${locale}-conversation-head`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('two members in a video call: she answers on her phone, both decode the other, the call leaves its line', async () => {
    const yusuf = await register({
      name: 'Yusuf Karim',
      gender: 'male',
      email: 'yusuf.call.e2e@example.com',
      phone: '+971 50 765 6611',
    });
    const maryam = await register({
      name: 'مريم حسن',
      gender: 'female',
      email: 'maryam.call.e2e@example.com',
      phone: '+966 55 765 6612',
    });
    await converse(yusuf, maryam);
    const his = await open('desktop', yusuf, 'en', `/chat/${maryam.id}`);
    const hers = await open('phone', maryam, 'ar', '/profile/chat');
    try {
      await online(his.page);
      await his.page.getByRole('button', { name: `Video call with ${maryam.name}` }).click();
      const ringing = hers.page.getByRole('dialog');
      await ringing.getByText('يتصل بك (مكالمة فيديو)').waitFor({ timeout: 15_000 });
      await ringing.getByText('لا تُسجَّل المكالمات أبدًا', { exact: false }).waitFor();
      await shot(hers.page, 'calls', 'phone', 'ar-incoming', { screen: true });
      await ringing.getByRole('button', { name: 'رد' }).click();

      await decodesFrom(his.page, 1);
      await decodesFrom(hers.page, 1);
      await shot(his.page, 'calls', 'desktop', 'en-in-call', { screen: true });
      await shot(hers.page, 'calls', 'phone', 'ar-in-call', { screen: true });

      // Mute and camera off are the member's own: the buttons say which way they are.
      await hers.page.getByRole('button', { name: 'كتم الصوت' }).click();
      await hers.page.getByRole('button', { name: 'إلغاء الكتم', pressed: true }).waitFor();

      await his.page.getByRole('button', { name: 'Hang up' }).click();
      await hers.page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
      await his.page
        .locator('.call-line')
        .getByText(/^Video call, (under a minute|\d+ minutes?)$/)
        .waitFor({ timeout: 15_000 });
      await shot(his.page, 'calls', 'desktop', 'en-call-line');
      expect([...his.errors, ...hers.errors]).toEqual([]);
    } finally {
      await his.page.context().close();
      await hers.page.context().close();
    }
  });

  it('a chaperoned call: nothing connects the two until her guardian joins; then three decode each other', async () => {
    const huda = await register({
      name: 'Huda Salem',
      gender: 'female',
      email: 'huda.call.e2e@example.com',
      phone: '+966 55 765 6621',
    });
    const omar = await register({
      name: 'عمر فاروق',
      gender: 'male',
      email: 'omar.call.e2e@example.com',
      phone: '+971 50 765 6622',
    });
    const waliToken = await linkGuardian(baseUrl, browser(), huda, {
      name: 'Salem Abdullah',
      email: 'salem.wali.call.e2e@example.com',
      password: 'Wali-of-Huda-2026',
    });
    // She asks that every call includes her guardian (and lets conversations open without him).
    const set = await fetch(`${baseUrl}/api/auth/me/guardian/settings`, {
      method: 'PUT',
      headers: { ...json, ...bearer(huda.token) },
      body: JSON.stringify({
        approveConversations: false,
        approvePhotos: false,
        approveCv: false,
        readsConversations: false,
        seesMatchmaking: false,
        callsIncludeGuardian: true,
      }),
    });
    expect(set.status).toBeLessThan(300);
    await converse(omar, huda);
    const his = await open('desktop', omar, 'ar', `/chat/${huda.id}`);
    const hers = await open('phone', huda, 'en', '/profile/chat');
    const wali = await open('desktop', { token: waliToken }, 'en', '/guardian/requests');
    try {
      await online(his.page);
      await his.page.getByRole('button', { name: `مكالمة فيديو مع ${huda.name}` }).click();

      // Her guardian is rung too, with who calls and the caller's card.
      const invite = wali.page.getByRole('dialog');
      await invite.getByText(/^عمر is calling Huda Salem\./).waitFor({ timeout: 15_000 });
      await invite.getByText('34 years old').waitFor();
      await shot(wali.page, 'calls', 'desktop', 'en-guardian-ringing', { screen: true });

      await hers.page.getByRole('dialog').getByRole('button', { name: 'Answer' }).click();
      await hers.page
        .getByText('Waiting for the guardian to join. You are not connected until then.')
        .waitFor({ timeout: 15_000 });
      await his.page.getByText('بانتظار انضمام الولي. لن يتم الاتصال قبل ذلك.').waitFor();
      await shot(hers.page, 'calls', 'phone', 'en-waiting-guardian', { screen: true });
      await shot(his.page, 'calls', 'desktop', 'ar-waiting-guardian', { screen: true });
      // Answered, and both told so, yet no connection between the two exists.
      expect((await mediaIn(his.page)).open).toBe(0);
      expect((await mediaIn(hers.page)).open).toBe(0);

      await invite.getByRole('button', { name: 'Join the call' }).click();
      await decodesFrom(his.page, 2);
      await decodesFrom(hers.page, 2);
      await decodesFrom(wali.page, 2);
      await shot(his.page, 'calls', 'desktop', 'ar-three-in-call', { screen: true });
      await shot(hers.page, 'calls', 'phone', 'en-three-in-call', { screen: true });

      // He leaves: the call pauses for the two, and their connection closes.
      await wali.page.getByRole('button', { name: 'Hang up' }).click();
      await his.page.getByText('المكالمة متوقفة حتى يعود الولي.').waitFor({ timeout: 15_000 });
      await expect.poll(async () => (await mediaIn(his.page)).open, { timeout: 15_000 }).toBe(0);
      await his.page.getByRole('button', { name: 'إنهاء المكالمة' }).click();
      await hers.page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
      expect([...his.errors, ...hers.errors, ...wali.errors]).toEqual([]);
    } finally {
      for (const p of [his, hers, wali]) await p.page.context().close();
    }
  });

  it.skipIf(!coturnInstalled)(
    'relay-only: the media goes through coturn with the call’s own credentials',
    async () => {
      const bilal = await register({
        name: 'Bilal Nasser',
        gender: 'male',
        email: 'bilal.relay.e2e@example.com',
        phone: '+971 50 765 6631',
      });
      const sara = await register({
        name: 'Sara Nasser',
        gender: 'female',
        email: 'sara.relay.e2e@example.com',
        phone: '+966 55 765 6632',
      });
      await converse(bilal, sara);
      const his = await open('desktop', bilal, 'en', `/chat/${sara.id}`, true);
      const hers = await open('desktop', sara, 'en', '/profile/chat', true);
      try {
        await online(his.page);
        await his.page.getByRole('button', { name: `Video call with ${sara.name}` }).click();
        await hers.page.getByRole('dialog').getByRole('button', { name: 'Answer' }).click();
        await decodesFrom(his.page, 1);
        await decodesFrom(hers.page, 1);
        expect((await mediaIn(his.page)).local).toEqual(['relay']);
        expect((await mediaIn(hers.page)).local).toEqual(['relay']);
        await his.page.getByRole('button', { name: 'Hang up' }).click();
      } finally {
        await his.page.context().close();
        await hers.page.context().close();
      }
    },
  );
});
