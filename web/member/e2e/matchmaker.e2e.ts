import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { overflowsSideways, shot, signedInPage, useBrowser, type ViewportName } from './browser.js';
import { linkGuardian } from './guardians.js';
import {
  bearer,
  completeProfile,
  json,
  registerMember,
  signInAdmin,
  startTrial,
  type Member,
} from './members.js';

/*
 * The matchmaker: a woman says what she looks for, the morning picks two men for her, each with
 * why they fit; she shows interest in one and passes the other; search sorted by best match and
 * his profile say how they fit; her guardian finds what waits for his decision, and her day.
 */

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const browser = useBrowser();

const JOURNEY = 'matchmaker';
const stamp = Date.now();

/** What a member reads on this journey, in each language (the catalogues' real texts). */
const TEXTS = {
  ar: {
    prefix: '',
    wishesTitle: 'ما أبحث عنه',
    timeline: 'موعد الزواج',
    smoking: 'التدخين',
    prayer: 'الصلاة',
    must: 'شرط أساسي',
    nice: 'يُفضَّل',
    /** Her choices, worded for the man she looks for. */
    timelineChoice: { 'within-6-months': 'خلال ستة أشهر', 'within-a-year': 'خلال سنة' },
    nonSmoker: 'غير مدخن',
    always: 'دائمًا',
    save: 'حفظ رغباتي',
    saved: 'حُفظت رغباتك',
    today: 'اقتراحات اليوم',
    // Said to her of him: "he meets 2 of the 2 you look for, and you meet 1 of the 1 he does".
    bothWays: 'يوافق 2 من 2 مما تبحثين عنه، وتوافقين 1 من 1 مما يبحث عنه',
    oneWay: 'يوافق 1 من 2 مما تبحثين عنه',
    score: /^توافق \d{1,3}[\u200e\u200f\u061c]*\s?%[\u200e\u200f\u061c]*$/,
    interested: 'مهتمة',
    sent: 'أُرسل اهتمامك',
    pass: 'تجاوز',
    sort: 'الترتيب حسب',
    bestMatch: 'الأنسب لي',
    pair: 'التوافق بينكما',
    waiting: 'بانتظار قرارك',
    oneConversation: 'محادثة واحدة تنتظر موافقتك',
    wardTitle: (name: string) => `اقتراحات \u2068${name}\u2069 اليوم`,
  },
  en: {
    prefix: '/en',
    wishesTitle: 'What I am looking for',
    timeline: 'When to marry',
    smoking: 'Smoking',
    prayer: 'Prayer',
    must: 'Must have',
    nice: 'Nice to have',
    timelineChoice: { 'within-6-months': 'Within 6 months', 'within-a-year': 'Within a year' },
    nonSmoker: 'Non-smoker',
    always: 'Always',
    save: 'Save my wishes',
    saved: 'Your wishes are saved',
    today: "Today's suggestions",
    bothWays: 'He meets 2 of your 2 wishes, and you meet 1 of his 1',
    oneWay: 'He meets 1 of your 2 wishes',
    score: /^\d{1,3}\s?% match$/,
    interested: 'Interested',
    sent: 'Interest sent',
    pass: 'Pass',
    sort: 'Sort by',
    bestMatch: 'Best match',
    pair: 'How you fit',
    waiting: 'Waiting for your decision',
    oneConversation: '1 conversation to approve',
    wardTitle: (name: string) => `Suggestions for \u2068${name}\u2069 today`,
  },
} as const;
type Lang = keyof typeof TEXTS;
type Timeline = keyof (typeof TEXTS)['ar']['timelineChoice'];

/**
 * Each run's woman asks, as a must, for a marriage timeline only its own two men answer: no one
 * else on the site (other journeys, the other run) can be compatible with her, so her day is
 * exactly these two.
 */
const RUNS: { lang: Lang; viewport: ViewportName; timeline: Timeline; names: [string, string, string] }[] = [
  {
    lang: 'ar',
    viewport: 'phone',
    timeline: 'within-6-months',
    names: ['مريم الشامسي', 'أحمد الكتبي', 'بلال الحمادي'],
  },
  {
    lang: 'en',
    viewport: 'desktop',
    timeline: 'within-a-year',
    names: ['نورة المزروعي', 'يوسف النقبي', 'عمر الظاهري'],
  },
];

const api = (member: { token: string }, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...json, ...bearer(member.token) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

const bodyOf = async <T>(res: Response): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

interface PairView {
  compatible: boolean;
  compatibility: { theyMeet: { of: number }; youMeet: { of: number } };
}

/** A page in the run's language and size, as `member` after signing in, its script errors kept. */
async function open(run: (typeof RUNS)[number], token: string, path: string) {
  const page = await signedInPage(browser(), run.viewport, token, run.lang);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${baseUrl}${TEXTS[run.lang].prefix}${path}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/** A full-page screenshot from the top, so the sticky header sits where the member sees it. */
async function shotFromTop(page: Page, run: (typeof RUNS)[number], step: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, JOURNEY, run.viewport, `${run.lang}-${step}`);
}

async function closeClean(page: Page, errors: string[]) {
  expect(await overflowsSideways(page)).toBe(false);
  expect(errors).toEqual([]);
  await page.context().close();
}

describe.each(RUNS)('the matchmaker ($lang, $viewport)', (run) => {
  const T = TEXTS[run.lang];
  const n = RUNS.indexOf(run) * 10;
  const who = (i: number, name: string, gender: 'male' | 'female') => ({
    name,
    gender,
    email: `matchmaker.${run.lang}.${i}.${stamp}@example.ae`,
    phone: `+9715${String(stamp + n + i).slice(-8)}`,
  });
  let her: Member;
  /** The man who fits her best (and has a wish she meets), and the other. */
  let first: Member;
  let second: Member;

  it('a woman and two men register and complete their profiles', async () => {
    const [herName, firstName, secondName] = run.names;
    first = await registerMember(baseUrl, who(1, firstName, 'male'));
    second = await registerMember(baseUrl, who(2, secondName, 'male'));
    her = await registerMember(baseUrl, who(0, herName, 'female'));
    const common = { religion: 'islam', marriageTimeline: run.timeline };
    await completeProfile(baseUrl, first, {
      ...common,
      height: 180,
      weight: 78,
      smoking: 'no',
      prayer: 'always',
    });
    await completeProfile(baseUrl, second, {
      ...common,
      height: 175,
      weight: 82,
      smoking: 'no',
      prayer: 'mostly',
    });
    await completeProfile(baseUrl, her, {
      ...common,
      height: 162,
      weight: 57,
      smoking: 'no',
      prayer: 'always',
    });
    // The first man would like a wife who always prays: she does, so he is met both ways.
    const wish = await api(first, '/profile/me/preferences', {
      method: 'PUT',
      body: { prayer: { value: ['always'], importance: 'nice' } },
    });
    expect(wish.status).toBe(200);
  });

  it('she says what she looks for on her wishes page', async () => {
    const { page, errors } = await open(run, her.token, '/profile/preferences');
    await page.getByRole('heading', { level: 1, name: T.wishesTitle }).waitFor();
    const wish = async (name: string, importance: string, choice: string) => {
      const group = page.getByRole('group', { name, exact: true });
      await group.getByRole('radio', { name: importance, exact: true }).check();
      await group.getByRole('checkbox', { name: choice, exact: true }).check();
    };
    await wish(T.timeline, T.must, T.timelineChoice[run.timeline]);
    await wish(T.smoking, T.nice, T.nonSmoker);
    await wish(T.prayer, T.nice, T.always);
    await shot(page, JOURNEY, run.viewport, `${run.lang}-wishes`, { screen: true });
    await page.getByRole('button', { name: T.save }).click();
    await page.locator('.toasts').getByText(T.saved).waitFor();
    // Search hears of her wishes by event: both men now fit her, the first both ways.
    await expect
      .poll(
        async () => {
          const [a, b] = await Promise.all(
            [first, second].map(async (m) =>
              bodyOf<PairView>(await api(her, `/search/compatibility/${m.id}`)),
            ),
          );
          return [a!.compatible, a!.compatibility.theyMeet.of, a!.compatibility.youMeet.of, b!.compatible];
        },
        { timeout: 15_000, interval: 300 },
      )
      .toEqual([true, 2, 1, true]);
    await closeClean(page, errors);
  });

  it('the morning picks both men for her, each with why they fit', async () => {
    const admin = await signInAdmin(baseUrl, adminPassword);
    const ran = await fetch(`${baseUrl}/api/search/admin/suggestions/runs`, {
      method: 'POST',
      headers: bearer(admin),
    });
    expect(ran.ok).toBe(true);
    expect(((await ran.json()) as { picked: number }).picked).toBeGreaterThan(0);
    const day = await bodyOf<{ items: { card: { memberId: string } }[] }>(
      await api(her, '/search/suggestions'),
    );
    // The best fit first.
    expect(day.items.map((s) => s.card.memberId)).toEqual([first.id, second.id]);

    const { page, errors } = await open(run, her.token, '/');
    const today = page.getByRole('region', { name: T.today });
    const firstCard = today.getByRole('article', { name: first.name });
    const secondCard = today.getByRole('article', { name: second.name });
    await firstCard.locator('.compat__reason').waitFor();
    expect(await firstCard.locator('.compat__score').innerText()).toMatch(T.score);
    expect(await firstCard.locator('.compat__reason').innerText()).toBe(T.bothWays);
    expect(await secondCard.locator('.compat__reason').innerText()).toBe(T.oneWay);
    await shotFromTop(page, run, 'home-suggestions');
    await closeClean(page, errors);
  });

  it('she shows interest in one and passes the other', async () => {
    const { page, errors } = await open(run, her.token, '/');
    const today = page.getByRole('region', { name: T.today });
    const firstCard = today.getByRole('article', { name: first.name });
    const secondCard = today.getByRole('article', { name: second.name });
    await firstCard.getByRole('button', { name: T.interested, exact: true }).click();
    await expect.poll(() => firstCard.getByRole('status').innerText()).toBe(T.sent);
    await secondCard.getByRole('button', { name: T.pass, exact: true }).click();
    await expect.poll(() => secondCard.count()).toBe(0);
    await shotFromTop(page, run, 'home-answered');
    // Her answers stand: read again, he is still "sent" and the other is gone.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => firstCard.getByRole('status').innerText()).toBe(T.sent);
    expect(await secondCard.count()).toBe(0);
    await closeClean(page, errors);
  });

  it('search sorted by best match and his profile say how they fit', async () => {
    const { page, errors } = await open(run, her.token, '/search?sort=compatibility');
    expect(await page.getByLabel(T.sort, { exact: true }).inputValue()).toBe('compatibility');
    expect(await page.getByLabel(T.sort, { exact: true }).locator('option').first().innerText()).toBe(
      T.bestMatch,
    );
    const card = page.getByRole('article', { name: first.name });
    await card.locator('.compat__score').waitFor();
    expect(await card.locator('.compat__score').innerText()).toMatch(T.score);
    expect(await card.locator('.compat__reason').innerText()).toBe(T.bothWays);
    await shotFromTop(page, run, 'search-best-match');

    await page.goto(`${baseUrl}${T.prefix}/profile/${first.id}`, { waitUntil: 'networkidle' });
    const pair = page.getByRole('region', { name: T.pair });
    await pair.locator('.compat__score').waitFor();
    expect(await pair.locator('.compat__score').innerText()).toMatch(T.score);
    expect(await pair.locator('.compat__reason').innerText()).toBe(T.bothWays);
    await shot(page, JOURNEY, run.viewport, `${run.lang}-profile-pair`, { screen: true });
    await closeClean(page, errors);
  });

  it('her guardian lands on home and finds what waits for his decision, and her day', async () => {
    const guardianToken = await linkGuardian(baseUrl, browser(), her, {
      name: 'Salim Al Wali',
      email: `wali.${run.lang}.${stamp}@example.ae`,
      password: 'Wali-amin-2026-x',
    });
    const settings = await api(her, '/auth/me/guardian/settings', {
      method: 'PUT',
      body: {
        approveConversations: true,
        approvePhotos: true,
        approveCv: false,
        readsConversations: false,
        seesMatchmaking: true,
      },
    });
    expect(settings.status).toBe(200);
    // The man she showed interest in writes to her: the conversation waits for her guardian
    // (chat hears of his settings by event, a moment later).
    await startTrial(baseUrl, first);
    await expect
      .poll(
        async () => {
          const res = await api(first, '/chat/conversations', {
            method: 'POST',
            body: {
              memberId: her.id,
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
    // Search hears he may see her day by event too.
    await expect
      .poll(async () => (await api({ token: guardianToken }, `/search/wards/${her.id}/suggestions`)).status, {
        timeout: 15_000,
        interval: 300,
      })
      .toBe(200);

    const { page, errors } = await open(run, guardianToken, '/');
    const waiting = page.getByRole('region', { name: T.waiting });
    await waiting.getByRole('link', { name: T.oneConversation }).waitFor();
    // Her day, read-only: the man she showed interest in, by his first name (a guardian swore no
    // member's oath) and with the score alone; not the one she passed, and nothing to press.
    const firstName = (m: Member) => m.name.split(' ')[0]!;
    const day = page.getByRole('region', { name: T.wardTitle(firstName(her)) });
    const card = day.getByRole('article', { name: firstName(first), exact: true });
    await card.locator('.compat__score').waitFor();
    expect(await card.locator('.compat__score').innerText()).toMatch(T.score);
    expect(await card.locator('.compat__reason').count()).toBe(0);
    expect(await day.getByRole('article').count()).toBe(1);
    expect(await day.getByRole('button').count()).toBe(0);
    await shotFromTop(page, run, 'guardian-home');
    await closeClean(page, errors);
  });
});
