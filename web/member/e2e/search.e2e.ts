import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, overflowsSideways, shot, type ViewportName } from './browser.js';
import { bearer, completeProfile, registerMember, type Member } from './members.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** What a member reads on this journey, in each language (the catalogues' real texts). */
const TEXTS = {
  ar: {
    prefix: '',
    results: 'النتائج',
    filters: /^خيارات البحث/,
    apply: 'اعرض النتائج',
    marital: 'الحالة الاجتماعية',
    divorced: 'مطلّق / مطلّقة',
    age: 'العمر (بالسنوات)',
    from: 'من',
    to: 'إلى',
    reversed: 'يجب ألا يقل العمر الأقصى عن الحد الأدنى (40).',
    clear: 'مسح خيارات البحث',
    sort: 'الترتيب حسب',
    nearest: 'الأقرب إليّ',
    distance: /على بُعد [\d,]+ كم/,
    next: 'التالي',
    previous: 'السابق',
    follow: 'متابعة',
    unfollow: 'إلغاء المتابعة',
    followed: 'تمت المتابعة',
    mostActive: 'الأعضاء الأكثر نشاطًا',
    age27: '27 عامًا',
  },
  en: {
    prefix: '/en',
    results: 'Results',
    filters: /^Filters/,
    apply: 'Show results',
    marital: 'Marital status',
    divorced: 'Divorced',
    age: 'Age (years)',
    from: 'From',
    to: 'To',
    reversed: 'Maximum age must not be less than the minimum (40).',
    clear: 'Clear filters',
    sort: 'Sort by',
    nearest: 'Nearest to me',
    distance: /[\d,]+ km away/,
    next: 'Next',
    previous: 'Previous',
    follow: 'Follow',
    unfollow: 'Unfollow',
    followed: 'followed',
    mostActive: 'Most active members',
    age27: '27 years old',
  },
} as const;
type Lang = keyof typeof TEXTS;

/** A birth date that makes someone exactly `years` old today (ten days past their birthday). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - 10);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

interface Who {
  name: string;
  gender: 'male' | 'female';
  age: number;
  city: string;
  nationality: string;
  maritalState: 'single' | 'divorced' | 'widowed';
  email: string;
  phone: string;
}

/**
 * A member registered through the API, then with enough of the profile filled to be searchable
 * (search shows profiles at least 40% complete; registration alone gives about 30%).
 */
async function registerSearchable(who: Who): Promise<Member> {
  const member = await registerMember(baseUrl, {
    ...who,
    birthDate: bornYearsAgo(who.age),
    address: 'شارع الوصل',
  });
  await completeProfile(baseUrl, member, {
    height: who.gender === 'male' ? 178 : 163,
    weight: who.gender === 'male' ? 80 : 58,
    smoking: 'no',
    religion: 'islam',
    prayer: 'always',
  });
  return member;
}

/** The ids `searcher` finds through the API (the index hears of profiles by event, a moment later). */
const foundBy = async (searcher: Member, query = '') => {
  const res = await fetch(`${baseUrl}/api/search/members?limit=50${query}`, {
    headers: bearer(searcher.token),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { memberId: string }[] }).items.map((i) => i.memberId);
};

/** A browser page already signed in as `member`, as after logging in. */
async function signedIn(
  viewport: ViewportName,
  member: Member,
  lang: Lang,
): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(browser(), viewport, lang);
  await page.addInitScript((token) => localStorage.setItem('token', token), member.token);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** The names of the result cards on screen, in order. */
const cardNames = (page: Page) => page.locator('.search-card__name').allInnerTexts();

/** Waits until the page shows a different page of results than `before`. */
/** Waits for the next page's cards: others than before, and not the empty list shown while loading. */
const namesChange = (page: Page, before: string[]) =>
  expect
    .poll(
      async () => {
        const names = await cardNames(page);
        return names.length > 0 && JSON.stringify(names) !== JSON.stringify(before);
      },
      { timeout: 10_000 },
    )
    .toBe(true);

/** A full-page screenshot from the top, so the sticky header sits where the member sees it. */
async function shotFromTop(page: Page, viewport: ViewportName, step: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'search', viewport, step);
}

// The women the two men search for, and a man neither may see by default. Shared by both journeys.
const WOMEN: Omit<Who, 'email' | 'phone'>[] = [
  {
    name: 'ريم الحربي',
    gender: 'female',
    age: 27,
    city: 'AE-SHJ',
    nationality: 'AE',
    maritalState: 'single',
  },
  {
    name: 'هدى سالم',
    gender: 'female',
    age: 32,
    city: 'AE-AUH',
    nationality: 'AE',
    maritalState: 'divorced',
  },
  {
    name: 'سارة النعيمي',
    gender: 'female',
    age: 25,
    city: 'AE-DXB',
    nationality: 'AE',
    maritalState: 'single',
  },
  {
    name: 'عائشة المنصوري',
    gender: 'female',
    age: 36,
    city: 'SA-RUH',
    nationality: 'SA',
    maritalState: 'widowed',
  },
];
const OTHER_MAN: Omit<Who, 'email' | 'phone'> = {
  name: 'ماجد الكعبي',
  gender: 'male',
  age: 35,
  city: 'AE-DXB',
  nationality: 'AE',
  maritalState: 'single',
};

let women: Member[] = [];
let otherMan: Member;

const JOURNEYS: { viewport: ViewportName; lang: Lang; searcher: Who; follows: number }[] = [
  {
    viewport: 'phone',
    lang: 'ar',
    searcher: {
      name: 'خالد العبيدلي',
      gender: 'male',
      age: 33,
      city: 'AE-DXB',
      nationality: 'AE',
      maritalState: 'single',
      email: 'khalid.search.p.e2e@example.com',
      phone: '+971 50 765 4821',
    },
    follows: 0,
  },
  {
    viewport: 'desktop',
    lang: 'en',
    searcher: {
      name: 'طارق الزعابي',
      gender: 'male',
      age: 34,
      city: 'AE-DXB',
      nationality: 'AE',
      maritalState: 'single',
      email: 'tariq.search.d.e2e@example.com',
      phone: '+971 50 765 4822',
    },
    follows: 1,
  },
];

describe('partner search and the most active members', () => {
  it('the search service answers through the gateway', async () => {
    // Without it the journeys below cannot pass; say so plainly rather than time out on a card.
    const probe = await fetch(`${baseUrl}/api/search/most-active`);
    expect(probe.status, 'GET /api/search/most-active is not served yet').toBe(200);
  });

  it('members of both genders complete their profiles enough to be found', async () => {
    women = [];
    for (const [i, who] of WOMEN.entries()) {
      women.push(
        await registerSearchable({
          ...who,
          email: `woman${i}.search.e2e@example.com`,
          phone: `+966 55 765 48${String(10 + i)}`,
        }),
      );
    }
    otherMan = await registerSearchable({
      ...OTHER_MAN,
      email: 'majid.search.e2e@example.com',
      phone: '+971 50 765 4820',
    });
  });

  describe.each(JOURNEYS)('a man searches ($lang, $viewport)', ({ viewport, lang, searcher, follows }) => {
    const T = TEXTS[lang];

    it('sees the women, filters, sorts, pages and follows from a card', async () => {
      expect(women, 'the members above were not registered').toHaveLength(WOMEN.length);
      const me = await registerSearchable(searcher);
      // Search hears of profiles by event: wait until every woman is in the index.
      await expect
        .poll(
          async () => {
            const ids = await foundBy(me);
            return women.every((w) => ids.includes(w.id));
          },
          { timeout: 15_000, interval: 300 },
        )
        .toBe(true);
      expect(await foundBy(me)).not.toContain(otherMan.id);

      const { page, errors } = await signedIn(viewport, me, lang);
      await page.goto(`${baseUrl}${T.prefix}/search`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 2, name: T.results }).waitFor();
      // By default the opposite gender: every woman, and not the other man.
      for (const w of women) await page.getByRole('heading', { level: 3, name: w.name }).waitFor();
      expect(await page.getByRole('heading', { level: 3, name: otherMan.name }).count()).toBe(0);
      const reem = page.getByRole('article', { name: women[0]!.name });
      await expect.poll(() => reem.innerText()).toContain(T.age27);
      expect(await reem.getByRole('link', { name: women[0]!.name }).getAttribute('href')).toBe(
        `${T.prefix}/profile/${women[0]!.id}`,
      );
      expect(await overflowsSideways(page)).toBe(false);
      await shotFromTop(page, viewport, `${lang}-results`);

      // Filters: on a phone they fold behind their toggle.
      if (viewport === 'phone') {
        await page.getByRole('button', { name: T.filters }).click();
        await shot(page, 'search', viewport, `${lang}-filters-open`, { screen: true });
      }
      await page.getByLabel(T.marital, { exact: true }).selectOption('divorced');
      expect(await page.getByLabel(T.marital, { exact: true }).inputValue()).toBe('divorced');
      await page.getByRole('button', { name: T.apply }).click();
      await page.waitForURL(/maritalState=divorced/);
      await page.getByRole('heading', { level: 3, name: women[1]!.name }).waitFor();
      await expect.poll(() => cardNames(page)).not.toContain(women[0]!.name);
      expect(await cardNames(page)).not.toContain(women[2]!.name);

      // A reversed age range is refused under the maximum, and nothing changes.
      if (viewport === 'phone') await page.getByRole('button', { name: T.filters }).click();
      const age = page.getByRole('group', { name: T.age });
      await age.getByLabel(T.from, { exact: true }).fill('40');
      await age.getByLabel(T.to, { exact: true }).fill('30');
      await page.getByRole('button', { name: T.apply }).click();
      await page.getByText(T.reversed).waitFor();
      expect(page.url()).toMatch(/maritalState=divorced$/);
      await page.getByRole('button', { name: T.clear }).first().click();
      await page.waitForURL((url) => url.search === '');
      for (const w of women) await page.getByRole('heading', { level: 3, name: w.name }).waitFor();

      // Nearest first: from Dubai, Sara (Dubai) comes before Aisha (Riyadh), each with a distance.
      await page.getByLabel(T.sort, { exact: true }).selectOption('nearest');
      await page.waitForURL(/sort=nearest/);
      await expect
        .poll(async () => {
          const names = await cardNames(page);
          const [sara, aisha] = [names.indexOf(women[2]!.name), names.indexOf(women[3]!.name)];
          return sara >= 0 && aisha > sara;
        })
        .toBe(true);
      await expect
        .poll(() => page.getByRole('article', { name: women[3]!.name }).innerText())
        .toMatch(T.distance);
      expect(await page.getByLabel(T.sort, { exact: true }).inputValue()).toBe('nearest');

      // Two to a page (the URL's limit): next, then back with previous; focus goes to the results.
      await page.goto(`${baseUrl}${T.prefix}/search?limit=2`, { waitUntil: 'networkidle' });
      await expect.poll(async () => (await cardNames(page)).length).toBe(2);
      const first = await cardNames(page);
      await page.getByRole('link', { name: T.next, exact: true }).click();
      await page.waitForURL(/cursor=/);
      await namesChange(page, first);
      const second = await cardNames(page);
      expect(second.filter((n) => first.includes(n))).toEqual([]);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-results-title');
      await page.getByRole('link', { name: T.previous, exact: true }).click();
      await expect.poll(() => cardNames(page)).toEqual(first);
      await page.goBack();
      await expect.poll(() => cardNames(page)).toEqual(second);

      // Follow from a card: her profile is public, so the follow is at once.
      const target = women[follows]!;
      await page.goto(`${baseUrl}${T.prefix}/search`, { waitUntil: 'networkidle' });
      const card = page.getByRole('article', { name: target.name });
      await card.getByRole('button', { name: T.follow, exact: true }).click();
      await page.locator('.toasts').getByText(T.followed, { exact: true }).waitFor();
      await card.getByRole('button', { name: T.unfollow, exact: true }).waitFor();

      // Desktop at 1280 wide as well: the filters beside two columns of cards.
      if (viewport === 'desktop') {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.reload({ waitUntil: 'networkidle' });
        await card.getByRole('button', { name: T.unfollow, exact: true }).waitFor();
        expect(await overflowsSideways(page)).toBe(false);
        await shotFromTop(page, viewport, `${lang}-results-1280`);
      }

      expect(errors).toEqual([]);
      await page.context().close();
    });
  });

  // The strip is the guest home's: a signed-in member's home is his own (next step, suggestions).
  it.each(JOURNEYS)(
    'a guest sees the most active on home, first names only ($lang, $viewport)',
    async ({ viewport, lang }) => {
      const page = await newPage(browser(), viewport, lang);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const strip = page.locator('section.most-active');
      // What a guest's API answers at the same moment: other journeys make members active
      // meanwhile, so the page and the API are read together until they agree.
      const guestStrip = async () => {
        const res = await fetch(`${baseUrl}/api/search/most-active`);
        return ((await res.json()) as { items: { memberId: string }[] }).items.map((c) => c.memberId);
      };
      const shown = async () =>
        (
          await strip
            .locator('a.active-card')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
        ).map((href) => href.split('/').at(-1)!);
      let ids: string[] = [];
      let api: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        await page.goto(`${baseUrl}${TEXTS[lang].prefix}/`, { waitUntil: 'networkidle' });
        await strip.getByRole('heading', { level: 2, name: TEXTS[lang].mostActive }).waitFor();
        // The title holds the strip's place while its members load: wait for them.
        await strip.locator('.active-card__name').first().waitFor();
        ids = await shown();
        api = await guestStrip();
        if (ids.join('|') === api.join('|')) break;
      }
      // The page shows the guest's strip as the API gives it, in its order.
      expect(ids).toEqual(api);
      expect(ids.length).toBeGreaterThan(0);
      // The API's rule: full names are for members, who swore the oath.
      const names = await strip.locator('.active-card__name').allInnerTexts();
      for (const name of names) expect(name.trim()).not.toMatch(/\s/);
      expect(await overflowsSideways(page)).toBe(false);
      await shotFromTop(page, viewport, `${lang}-home-most-active`);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});
