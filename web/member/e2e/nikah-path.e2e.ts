import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { overflowsSideways, shot, signedInPage, useBrowser, type ViewportName } from './browser.js';
import { adminApiToken } from './admin-token.js';
import { linkGuardian } from './guardians.js';
import { bearer, json, registerMember, startTrial, type Member } from './members.js';

/*
 * The path to nikah: a man and a woman whose guardian approves her conversations walk from
 * talking to engaged. Each stage is proposed by one and confirmed by the other on the page; from
 * families involved on, the guardian confirms too, on his own page. They answer the families'
 * questions and see them compared (she lets her guardian answer one for her), and plan a meeting
 * with a chaperone.
 */

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();
const JOURNEY = 'nikah-path';
const stamp = Date.now();

const api = async (who: { token: string }, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...json, ...bearer(who.token) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const signedIn = (viewport: ViewportName, token: string, language: string): Promise<Page> =>
  signedInPage(browser(), viewport, token, language);

describe('two members walk the path to nikah with her guardian', () => {
  let huda: Member;
  let khalid: Member;
  let guardian = { token: '' };
  let pairId = '';

  const stageOf = async () =>
    ((await (await api(khalid, `/match/pairs/${pairId}`)).json()) as { stage: string }).stage;

  it('opens their path when the guardian lets their conversation start', async () => {
    huda = await registerMember(baseUrl, {
      name: 'هدى ناصر',
      gender: 'female',
      email: `huda.n.${stamp}@example.ae`,
      phone: `+9715${String(stamp + 7).slice(-8)}`,
    });
    khalid = await registerMember(baseUrl, {
      name: 'خالد عمر',
      gender: 'male',
      email: `khalid.n.${stamp}@example.ae`,
      phone: `+9715${String(stamp + 8).slice(-8)}`,
    });
    await startTrial(baseUrl, khalid);
    guardian = {
      token: await linkGuardian(baseUrl, browser(), huda, {
        name: 'Nasser Al Wali',
        email: `wali.n.${stamp}@example.ae`,
        password: 'Wali-amin-2026-n',
      }),
    };
    const settings = await api(huda, '/auth/me/guardian/settings', {
      method: 'PUT',
      body: { approveConversations: true, approvePhotos: false, approveCv: false, readsConversations: false },
    });
    expect(settings.status).toBe(200);
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
          return ((await res.json()) as { conversation: { guardianApproval: string | null } }).conversation
            .guardianApproval;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('waiting');
    const requests = (await (await api(guardian, '/chat/guardian/requests')).json()) as {
      items: { id: string }[];
    };
    expect(
      (await api(guardian, `/chat/guardian/requests/${requests.items[0]!.id}/approve`, { method: 'POST' }))
        .status,
    ).toBe(200);
    await expect
      .poll(
        async () => {
          const { items } = (await (await api(khalid, '/match/pairs')).json()) as { items: { id: string }[] };
          pairId = items[0]?.id ?? '';
          return items.length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
  });

  it('he proposes families involved, she confirms, and it waits for her guardian until he confirms', async () => {
    const his = await signedIn('desktop', khalid.token, 'en');
    await his.goto(`${baseUrl}/en/chat/${huda.id}`);
    await his.getByRole('link', { name: 'Our path' }).click();
    await his.getByRole('button', { name: 'Propose: Families involved' }).click();
    await expect
      .poll(() => his.getByText('You proposed moving on to “Families involved”.').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await shot(his, JOURNEY, 'desktop', 'proposed-en');

    const hers = await signedIn('phone', huda.token, 'ar');
    await hers.goto(`${baseUrl}/path/${khalid.id}`);
    await hers.getByRole('button', { name: 'تأكيد' }).click();
    await expect.poll(() => hers.getByText('بانتظار: وليّك').count(), { timeout: 15_000 }).toBe(1);
    expect(await overflowsSideways(hers)).toBe(false);
    await shot(hers, JOURNEY, 'phone', 'waits-for-guardian-ar');
    expect(await stageOf()).toBe('talking');

    const wali = await signedIn('phone', guardian.token, 'en');
    await wali.goto(`${baseUrl}/en/guardian/paths`);
    await wali.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(stageOf, { timeout: 15_000 }).toBe('families_involved');
    await shot(wali, JOURNEY, 'phone', 'guardian-confirmed-en');
    for (const page of [his, hers, wali]) await page.context().close();
  });

  it('they answer the families’ questions and see them side by side', async () => {
    for (const [who, children] of [
      [khalid, 'soon'],
      [huda, 'after_a_few_years'],
    ] as const) {
      expect(
        (
          await api(who, `/match/pairs/${pairId}/questions/children`, {
            method: 'PUT',
            body: { choice: children },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await api(who, `/match/pairs/${pairId}/questions/mahr`, {
            method: 'PUT',
            body: { choice: 'families_decide' },
          })
        ).status,
      ).toBe(200);
    }
    const hers = await signedIn('desktop', huda.token, 'ar');
    await hers.goto(`${baseUrl}/path/${khalid.id}`);
    const mahr = hers.locator('li.pair-question', {
      has: hers.getByRole('heading', { name: 'توقعات المهر' }),
    });
    await expect.poll(() => mahr.getByText('متفقان').count(), { timeout: 15_000 }).toBe(1);
    const children = hers.locator('li.pair-question', {
      has: hers.getByRole('heading', { name: 'الأطفال: متى؟' }),
    });
    expect(await children.getByText('مختلفان: يستحق الحديث مع العائلتين').count()).toBe(1);
    await shot(hers, JOURNEY, 'desktop', 'questions-ar');
    await hers.context().close();
  });

  it('she lets her guardian answer; he answers on his page, and her page says who answered', async () => {
    const hers = await signedIn('phone', huda.token, 'ar');
    await hers.goto(`${baseUrl}/path/${khalid.id}`);
    // The box shows what match answered: it turns checked once her leave is saved.
    const leave = hers.getByRole('checkbox', { name: 'أأذن لوليّي بالإجابة عن هذه الأسئلة عنّي' });
    await leave.click();
    await expect.poll(() => leave.isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => hers.getByText('صار بإمكان وليّك الإجابة عن هذه الأسئلة عنك.').count()).toBe(1);

    const wali = await signedIn('phone', guardian.token, 'en');
    await wali.goto(`${baseUrl}/en/guardian/paths`);
    const relocation = wali.locator('li.pair-question', {
      has: wali.getByRole('heading', { name: 'Moving to another city or country' }),
    });
    await relocation.getByRole('radio', { name: 'It depends' }).check();
    await relocation.getByRole('button', { name: /^Save the answer for / }).click();
    await expect.poll(() => relocation.getByText(/Answered by you/).count(), { timeout: 15_000 }).toBe(1);
    expect(await overflowsSideways(wali)).toBe(false);
    await shot(wali, JOURNEY, 'phone', 'guardian-answers-en');

    await hers.reload();
    const hersRelocation = hers.locator('li.pair-question', {
      has: hers.getByRole('heading', { name: 'الانتقال إلى مدينة أو بلد آخر' }),
    });
    await expect.poll(() => hersRelocation.getByText(/أجاب عنها وليّك/).count(), { timeout: 15_000 }).toBe(1);
    await shot(hers, JOURNEY, 'phone', 'answered-by-guardian-ar');
    for (const page of [hers, wali]) await page.context().close();
  });

  it('he plans a meeting with a chaperone; the path goes on to engaged', async () => {
    const his = await signedIn('phone', khalid.token, 'en');
    await his.goto(`${baseUrl}/en/path/${huda.id}`);
    const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await his.getByLabel('Date').fill(date);
    await his.getByRole('radio', { name: 'At the family home' }).check();
    await his.getByLabel('Chaperone (a mahram or family member)').fill('Her father, Nasser');
    await his.getByRole('button', { name: 'Propose: Meeting planned' }).click();
    await expect
      .poll(() => his.getByText('Waiting for: هدى ناصر, the guardian of هدى ناصر').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await overflowsSideways(his)).toBe(false);
    await shot(his, JOURNEY, 'phone', 'meeting-proposed-en');
    // She and her guardian confirm each stage; he proposes the next.
    for (const next of ['meeting_planned', 'decision', 'engaged']) {
      // The engagement asks each member to stand by what she declares (match README).
      const body = next === 'engaged' ? { confirmDeclarations: true } : {};
      if (next !== 'meeting_planned')
        expect((await api(khalid, `/match/pairs/${pairId}/propose`, { method: 'POST', body })).status).toBe(
          200,
        );
      expect((await api(huda, `/match/pairs/${pairId}/confirm`, { method: 'POST', body })).status).toBe(200);
      expect(
        (await api(guardian, `/match/guardian/pairs/${pairId}/confirm`, { method: 'POST', body: {} })).status,
      ).toBe(200);
      expect(await stageOf()).toBe(next);
    }
    await his.reload();
    const stages = his.getByRole('list', { name: 'Stages of the path' });
    await expect
      .poll(() => stages.locator('[aria-current="step"]').textContent(), { timeout: 15_000 })
      .toContain('Engaged');
    await shot(his, JOURNEY, 'phone', 'engaged-en');
    await his.context().close();
  });

  it('married, she writes their story, both agree, staff publish it and guests read it', async () => {
    expect((await api(khalid, `/match/pairs/${pairId}/propose`, { method: 'POST', body: {} })).status).toBe(
      200,
    );
    expect((await api(huda, `/match/pairs/${pairId}/confirm`, { method: 'POST', body: {} })).status).toBe(
      200,
    );
    await api(guardian, `/match/guardian/pairs/${pairId}/confirm`, { method: 'POST', body: {} });
    expect(await stageOf()).toBe('married');

    const hers = await signedIn('phone', huda.token, 'ar');
    await hers.goto(`${baseUrl}/path/${khalid.id}`);
    await hers.getByRole('heading', { name: 'اكتبا قصتنا' }).waitFor({ timeout: 15_000 });
    await hers.getByLabel('العنوان').fill('من السلام إلى النكاح');
    await hers
      .getByLabel('قصتكما')
      .fill('تعارفنا هنا، وتحدثنا بحضور الأهل، ثم التقت العائلتان، وبعد الاستخارة تمّ النكاح بفضل الله.');
    await hers.getByLabel('اسمك الأول أو حرفه الأول').fill('هدى');
    await hers.getByRole('button', { name: 'احفظ المسودة' }).click();
    await hers.getByRole('button', { name: 'أوافق على نشر هذا النص' }).click();
    await expect.poll(() => hers.getByText(/بانتظار/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await overflowsSideways(hers)).toBe(false);
    await shot(hers, JOURNEY, 'phone', 'story-agreed-ar');
    await hers.context().close();

    // He agrees to the same revision; staff publish it.
    const mine = (await (await api(khalid, `/match/pairs/${pairId}/story`)).json()) as {
      story: { id: string; revision: number };
    };
    const agreed = await api(khalid, `/match/pairs/${pairId}/story/agree`, {
      method: 'POST',
      body: { revision: mine.story.revision },
    });
    expect(agreed.status).toBe(200);
    const admin = { token: await adminApiToken(baseUrl, adminPassword) };
    expect(
      (await api(admin, `/match/admin/stories/${mine.story.id}/approve`, { method: 'POST', body: {} }))
        .status,
    ).toBe(200);

    // A guest reads it in Arabic (the language it was written for), never in English.
    const guest = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    await guest.goto(`${baseUrl}/stories`);
    await guest.getByRole('link', { name: 'من السلام إلى النكاح', exact: true }).click();
    await guest.getByRole('heading', { level: 1, name: 'من السلام إلى النكاح' }).waitFor({ timeout: 15_000 });
    await shot(guest, JOURNEY, 'desktop', 'story-published-ar');
    await guest.goto(`${baseUrl}/en/stories`);
    await guest.getByText('No story has been published in this language yet.').waitFor({ timeout: 15_000 });
    await guest.close();
  });
});
