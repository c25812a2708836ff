import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, shot, signedInPage, type ViewportName } from './browser.js';
import { linkGuardian } from './guardians.js';
import { approvePending, bearer, json, registerMember, startTrial, type Member } from './members.js';

/*
 * The guardian journey: a woman links a guardian, who approves new conversations and her
 * photos. A man's message waits until the guardian approves; she reveals her photos to him (also
 * approved), then revokes, and his open page loses them.
 */

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

const JOURNEY = 'guardian';
const stamp = Date.now();
const GUARDIAN_EMAIL = `wali.${stamp}@example.ae`;
const GUARDIAN_PASSWORD = 'Wali-amin-2026-x';

const api = async (member: { token: string }, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...json, ...bearer(member.token) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const signedIn = (viewport: ViewportName, token: string, language = 'ar'): Promise<Page> =>
  signedInPage(browser(), viewport, token, language);

describe('a guardian approves a conversation and a reveal', () => {
  let huda: Member;
  let khalid: Member;
  let guardianToken = '';

  it('links a guardian through the invitation, accepted in his own browser', async () => {
    huda = await registerMember(baseUrl, {
      name: 'هدى سالم',
      gender: 'female',
      email: `huda.g.${stamp}@example.ae`,
      phone: `+9715${String(stamp).slice(-8)}`,
    });
    khalid = await registerMember(baseUrl, {
      name: 'خالد يوسف',
      gender: 'male',
      email: `khalid.g.${stamp}@example.ae`,
      phone: `+9715${String(stamp + 1).slice(-8)}`,
    });
    await startTrial(baseUrl, khalid);
    guardianToken = await linkGuardian(baseUrl, browser(), huda, {
      name: 'Salim Al Wali',
      email: GUARDIAN_EMAIL,
      password: GUARDIAN_PASSWORD,
    });

    const settings = await api(huda, '/auth/me/guardian/settings', {
      method: 'PUT',
      body: { approveConversations: true, approvePhotos: true, approveCv: false, readsConversations: true },
    });
    expect(settings.status).toBe(200);
  });

  it('keeps his conversation from her until the guardian approves it', async () => {
    // Chat hears of the guardian's settings by event, a moment later.
    let conversationId = '';
    await expect
      .poll(
        async () => {
          const res = await api(khalid, '/chat/conversations', {
            method: 'POST',
            body: {
              memberId: huda.id,
              clientId: crypto.randomUUID(),
              text: 'السلام عليكم، أودّ التعارف بنيّة الزواج',
            },
          });
          if (res.status !== 201) return res.status;
          const body = (await res.json()) as {
            conversation: { id: string; guardianApproval: string | null };
          };
          conversationId = body.conversation.id;
          return body.conversation.guardianApproval;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('waiting');
    const hers = (await (await api(huda, '/chat/conversations')).json()) as { items: unknown[] };
    expect(hers.items).toEqual([]);

    // His page says he waits, in Arabic and English, phone and desktop.
    for (const [viewport, lang, prefix, text] of [
      ['phone', 'ar', '', 'بانتظار الموافقة'],
      ['desktop', 'en', '/en', 'Waiting for approval'],
    ] as const) {
      const page = await signedIn(viewport, khalid.token, lang);
      // The chat page is addressed by the other member's id.
      await page.goto(`${baseUrl}${prefix}/chat/${huda.id}`);
      await expect.poll(() => page.getByRole('heading', { name: text }).count(), { timeout: 15_000 }).toBe(1);
      await shot(page, JOURNEY, viewport, `waiting-${lang}`);
      await page.context().close();
    }

    // The guardian approves in his browser.
    for (const [viewport, lang, prefix] of [
      ['desktop', 'ar', ''],
      ['phone', 'en', '/en'],
    ] as const) {
      const page = await signedIn(viewport, guardianToken, lang);
      await page.goto(`${baseUrl}${prefix}/guardian/requests`);
      await expect.poll(() => page.locator('.guardian-request').count(), { timeout: 15_000 }).toBe(1);
      // Who the suitor is, before the answer: his name and city on his card.
      const request = page.locator('.guardian-request');
      // A guardian reads the suitor's card as a guest would: his first name.
      if (lang === 'ar') await request.getByRole('heading', { name: /^خالد/ }).waitFor();
      await request
        .getByText(lang === 'ar' ? 'دبي، الإمارات العربية المتحدة' : 'Dubai, United Arab Emirates')
        .waitFor();
      await shot(page, JOURNEY, viewport, `requests-${lang}`);
      if (lang === 'en') {
        await page.getByRole('button', { name: 'Approve' }).click();
        await expect.poll(() => page.locator('.guardian-request').count(), { timeout: 15_000 }).toBe(0);
      }
      await page.context().close();
    }

    await expect
      .poll(async () =>
        ((await (await api(huda, '/chat/conversations')).json()) as { items: { id: string }[] }).items.map(
          (c) => c.id,
        ),
      )
      .toEqual([conversationId]);
    // Both sides are told a guardian can read.
    const page = await signedIn('phone', huda.token, 'ar');
    await page.goto(`${baseUrl}/chat/${khalid.id}`);
    await expect
      .poll(() => page.getByText('يستطيع وليّ قراءة هذه المحادثة.').count(), { timeout: 15_000 })
      .toBe(1);
    await shot(page, JOURNEY, 'phone', 'reads-notice-ar');
    await page.context().close();
  });

  it('reveals her photos to him after the guardian approves, and a revoke takes them from his open page', async () => {
    // Her photo, approved by a moderator (pre-moderation), then hidden from everyone.
    const photo = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#7a9e7e' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'huda.jpg');
    const upload = await fetch(`${baseUrl}/api/profile/me/avatar`, {
      method: 'PUT',
      headers: bearer(huda.token),
      body: form,
    });
    expect(upload.status).toBe(200);
    await approvePending(baseUrl, adminPassword, huda.id);
    const hide = await api(huda, '/profile/me/privacy', { method: 'PUT', body: { photosHidden: true } });
    expect(hide.status).toBe(200);
    // Profile hears of their conversation (`conversation.started`, once approved) a moment later.
    await expect
      .poll(async () => {
        const revealed = await api(huda, `/profile/me/reveals/${khalid.id}/photos`, { method: 'PUT' });
        return revealed.ok ? ((await revealed.json()) as { status: string }).status : revealed.status;
      })
      .toBe('awaiting_guardian');

    const guardian = { token: guardianToken };
    let requestId = '';
    await expect
      .poll(async () => {
        const { items } = (await (await api(guardian, '/profile/guardian/requests')).json()) as {
          items: { id: string }[];
        };
        requestId = items[0]?.id ?? '';
        return items.length;
      })
      .toBe(1);
    expect(
      (await api(guardian, `/profile/guardian/requests/${requestId}/approve`, { method: 'POST' })).status,
    ).toBe(200);
    const mine = (await (await api(huda, '/profile/me/reveals')).json()) as { items: { status: string }[] };
    expect(mine.items).toEqual([expect.objectContaining({ status: 'granted' })]);

    // His open page of her profile: the reveal stands, then the revoke takes it at the next refresh.
    const page = await signedIn('desktop', khalid.token, 'ar');
    const seen = (await (await api(khalid, `/profile/${huda.id}`)).json()) as {
      media: { avatar: { variants: { url: string }[] } | null };
    };
    expect(seen.media.avatar).not.toBeNull();
    const assetPath = new URL(seen.media.avatar!.variants[0]!.url, baseUrl).pathname
      .split('/')
      .slice(0, -1)
      .join('/');
    const herPhotos = page.locator(`img[src*="${assetPath}"]`);
    await page.goto(`${baseUrl}/profile/${huda.id}`);
    await expect.poll(() => herPhotos.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, JOURNEY, 'desktop', 'revealed-ar');
    expect((await api(huda, `/profile/me/reveals/${khalid.id}/photos`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const after = await (await api(khalid, `/profile/${huda.id}`)).json();
    expect((after as { hidden: { photos: boolean } }).hidden.photos).toBe(true);
    // The page refetches the profile every 15 s and drops the URLs it held.
    await expect.poll(() => herPhotos.count(), { timeout: 25_000, interval: 1000 }).toBe(0);
    await shot(page, JOURNEY, 'desktop', 'revoked-ar');
    await page.context().close();
  });
});
