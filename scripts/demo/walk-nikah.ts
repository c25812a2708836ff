import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { FamilyQuestions } from '@mawadda/contracts';
import sharp from 'sharp';
import { freshTotpCode } from '@mawadda/kit/testing';
import { DEMO_MODERATOR } from './config.js';
import type { SeedResult } from './seed.js';
import { consoleText, memberText, type WalkLang } from './walk-texts.js';

/*
 * The path to nikah walked on a running demo, every step on the page and photographed, by the
 * seeded pair (the first sample man and the woman whose guardian approves her conversations), her
 * guardian and the demo moderator. How to run it, and its WALK_* settings: scripts/demo/README.md.
 */

const LANG = (process.env.WALK_LANG ?? 'ar') as WalkLang;
const VIEWPORT = (process.env.WALK_VIEWPORT ?? 'phone') as 'phone' | 'desktop';
if (!['ar', 'en'].includes(LANG) || !['phone', 'desktop'].includes(VIEWPORT))
  throw new Error('WALK_LANG is ar or en; WALK_VIEWPORT is phone or desktop');
const BASE = (process.env.WALK_URL ?? 'http://127.0.0.1:4104').replace(/\/$/, '');
const DEMO_DIR = process.env.WALK_DEMO_DIR;
if (!DEMO_DIR) throw new Error('WALK_DEMO_DIR: the demo data folder (DEMO_DATA_DIR of the running demo)');
const SHOTS = path.resolve(
  process.env.WALK_SHOTS ??
    path.join(import.meta.dirname, '../../artifacts/walk-nikah', `${LANG}-${VIEWPORT}`),
);
const VIEWPORTS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;
const WAIT = 20_000;

const seed = JSON.parse(fs.readFileSync(path.join(DEMO_DIR, 'demo-seed.json'), 'utf8')) as SeedResult;
if (!seed.samples[0] || !seed.guardian || !seed.moderatorTotpSecret)
  throw new Error('this demo folder has no first man, guardian or moderator: start the demo afresh');
const man = seed.samples[0];
const guardianLogin = seed.guardian;
const moderatorTotpSecret = seed.moderatorTotpSecret;

/** Member-site text in the walk's language. */
const m = (id: string, vars: Record<string, string> = {}) => memberText(LANG, id, vars);
const c = (key: string, vars: Record<string, string> = {}) => consoleText(LANG, key, vars);
/** A member-site address in the walk's language (Arabic has no prefix). */
const site = (p: string) => `${BASE}${LANG === 'ar' ? '' : `/${LANG}`}${p}`;

type Session = { token: string; account: { id: string } };
async function signIn(email: string, password: string): Promise<Session> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`signing in ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Session;
}
async function api<T>(who: Session, p: string): Promise<T> {
  const res = await fetch(`${BASE}/api${p}`, { headers: { authorization: `Bearer ${who.token}` } });
  if (!res.ok) throw new Error(`GET ${p}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

let shotNumber = 0;
/** Keeps what the page shows now: <nn>-<who>-<step>.png, the whole page. */
async function shot(page: Page, who: string, step: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // From the top, so the sticky header sits where the member sees it, not mid-page.
  await page.evaluate('window.scrollTo(0, 0)');
  const file = path.join(SHOTS, `${String(++shotNumber).padStart(2, '0')}-${who}-${step}.png`);
  await page.screenshot({ path: file, fullPage: true });
  // A string, run in the page: this script is compiled without the DOM's types.
  const overflow = await page.evaluate<boolean>(
    'document.documentElement.scrollWidth > document.documentElement.clientWidth',
  );
  console.log(`  ${path.basename(file)}${overflow ? '   (!) the page overflows sideways' : ''}`);
}

async function open(browser: Browser, token?: string): Promise<Page> {
  const context = await browser.newContext({ ...VIEWPORTS[VIEWPORT], locale: LANG });
  if (token) await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(token)})`);
  return context.newPage();
}

const visible = (l: Locator) => l.first().waitFor({ state: 'visible', timeout: WAIT });
const click = async (l: Locator) => {
  await visible(l);
  await l.first().click();
};
/** Waits until `check` is true, asking again every half second. */
async function until(what: string, check: () => Promise<boolean>) {
  const end = Date.now() + WAIT;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

type Pair = { id: string; otherId: string; stage: string; status: string };
const TEXTS = {
  ar: {
    chaperone: 'والدها، عبد الله',
    storyTitle: 'من السلام إلى النكاح',
    storyBody:
      'تعارفنا على مودة برسالة سلام، ثم عرف الأهل وشاركوا من أول خطوة. التقت العائلتان في بيتها بحضور والدها، وبعد الاستخارة تمت الخطبة ثم عقد النكاح بفضل الله. نسأل الله أن يبارك لكل من يبحث بنية صادقة.',
    names: ['م.', 'ع.'],
  },
  en: {
    chaperone: 'Her father, Abdullah',
    storyTitle: 'From salam to nikah',
    storyBody:
      'We met on Mawadda with a message of salam, and our families were part of it from the first step. The families met at her home with her father present; after istikhara came the engagement and then, by the grace of Allah, the nikah. May Allah bless everyone who searches with a sincere intention.',
    names: ['M.', 'A.'],
  },
}[LANG];

async function walk(browser: Browser) {
  const him = await signIn(man.email, man.password);
  const her = await signIn(guardianLogin.of, man.password);
  const wali = await signIn(guardianLogin.email, guardianLogin.password);
  const pairOf = async () =>
    (await api<{ items: Pair[] }>(him, '/match/pairs')).items.find(
      (p) => p.otherId === her.account.id && p.status === 'active',
    );
  const stage = async () => (await pairOf())?.stage;
  const untilStage = (s: string) => until(`the stage ${s}`, async () => (await stage()) === s);
  const herName = (await api<{ fullName: string }>(her, '/profile/me')).fullName;

  const hisPage = await open(browser, him.token);
  const herPage = await open(browser, her.token);
  const waliPage = await open(browser, wali.token);
  const pathOfHim = site(`/path/${her.account.id}`);
  const pathOfHer = site(`/path/${him.account.id}`);
  const current = (page: Page) =>
    page.getByRole('list', { name: m('match:stagesLabel') }).locator('[aria-current="step"]');
  const atStage = (page: Page, s: string) =>
    until(`the page showing ${s}`, async () => {
      await page.reload();
      await visible(current(page));
      return ((await current(page).textContent()) ?? '').includes(m(`match:stage.${s}`));
    });
  const toast = (page: Page, text: string) => visible(page.getByText(text, { exact: true }));

  // Search answers the other sample member about him (200) until he is married (404).
  const other = seed.samples[1] && (await signIn(seed.samples[1].email, seed.samples[1].password));
  const searchFinds = async () =>
    other
      ? (
          await fetch(`${BASE}/api/search/compatibility/${him.account.id}`, {
            headers: { authorization: `Bearer ${other.token}` },
          })
        ).status
      : 0;
  const foundBefore = (await searchFinds()) === 200;

  console.log(`Walking ${man.name} and ${herName} (guardian ${guardianLogin.name}) in ${LANG}, ${VIEWPORT}:`);

  // 1. Her guardian lets the conversation start: the pair opens at "talking".
  if (!(await pairOf())) {
    await waliPage.goto(site('/guardian/requests'));
    await visible(waliPage.getByRole('heading', { name: m('guardian:requests.title') }));
    await shot(waliPage, 'guardian', 'conversation-request');
    await click(waliPage.getByRole('button', { name: m('guardian:requests.approve'), exact: true }));
    await toast(waliPage, m('guardian:requests.approved'));
    await shot(waliPage, 'guardian', 'conversation-approved');
    await until('the pair to open', async () => (await pairOf()) !== undefined);
  }
  if ((await stage()) !== 'talking')
    throw new Error(`the pair is at ${await stage()}: start the demo afresh`);

  // 2. He opens their path from the conversation and proposes involving the families.
  await hisPage.goto(site(`/chat/${her.account.id}`));
  await click(hisPage.getByRole('link', { name: m('match:link') }));
  await visible(current(hisPage));
  await shot(hisPage, 'him', 'path-talking');
  const proposeNext = (page: Page, s: string) =>
    click(page.getByRole('button', { name: m('match:actions.propose', { stage: m(`match:stage.${s}`) }) }));
  await proposeNext(hisPage, 'families_involved');
  await toast(hisPage, m('match:actions.proposed'));
  await shot(hisPage, 'him', 'families-proposed');

  // 3. She confirms; the step waits for her guardian, who confirms on his own page.
  const confirmOn = async (page: Page, who: string, what: string) => {
    await click(page.getByRole('button', { name: m('match:actions.confirm'), exact: true }));
    await toast(page, m('match:actions.confirmed'));
    await shot(page, who, what);
  };
  await herPage.goto(pathOfHer);
  await confirmOn(herPage, 'her', 'families-confirmed-waits-for-guardian');
  await visible(herPage.getByText(m('match:proposal.waitsFor', { who: m('match:waiting.yourGuardian') })));
  const guardianConfirms = async (what: string) => {
    await waliPage.goto(site('/guardian/paths'));
    await confirmOn(waliPage, 'guardian', what);
  };
  await guardianConfirms('families-confirmed');
  await untilStage('families_involved');

  // 4. The families' questions: each answers privately, then both see them side by side.
  const answers: Record<string, [string, string]> = {
    where_to_live: ['own_home_elsewhere', 'own_home_elsewhere'],
    children: ['soon', 'after_a_few_years'],
    mahr: ['families_decide', 'families_decide'],
    religious_practice: ['grow_together', 'grow_together'],
  };
  // Staff write the questions' words: the walk reads them from match, as the page does.
  const pair = await pairOf();
  if (!pair) throw new Error('the pair is gone');
  const asked = (await api<FamilyQuestions>(him, `/match/pairs/${pair.id}/questions`)).items;
  const words = (q: string, choice: string) => {
    const question = asked.find((i) => i.questionId === q);
    const option = question?.options.find((o) => o.id === choice);
    if (!question || !option) throw new Error(`match does not ask ${q} with the answer ${choice}`);
    return { question: question.text[LANG], option: option.label[LANG] };
  };
  const answer = async (page: Page, who: 0 | 1) => {
    for (const [q, choices] of Object.entries(answers)) {
      const { question, option } = words(q, choices[who]);
      const item = page.locator('li.pair-question', { has: page.getByRole('heading', { name: question }) });
      await item.getByRole('radio', { name: option }).check();
      await click(item.getByRole('button', { name: m('match:questions.save') }));
      await visible(item.getByRole('button', { name: m('match:questions.change') }));
    }
  };
  await hisPage.goto(pathOfHim);
  await visible(hisPage.getByRole('heading', { name: m('match:questions.title') }));
  await answer(hisPage, 0);
  await shot(hisPage, 'him', 'questions-answered');
  await herPage.goto(pathOfHer);
  await visible(herPage.getByRole('heading', { name: m('match:questions.title') }));
  await answer(herPage, 1);
  await visible(herPage.getByText(m('match:questions.differ')));
  await shot(herPage, 'her', 'questions-compared');

  // 5. He plans the meeting: date, place, chaperone, with the site's safety advice.
  await hisPage.goto(pathOfHim);
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await hisPage.getByLabel(m('match:meeting.date')).fill(date);
  await hisPage.getByRole('radio', { name: m('match:meeting.placeType.family_home') }).check();
  await hisPage.getByLabel(m('match:meeting.chaperone')).fill(TEXTS.chaperone);
  await shot(hisPage, 'him', 'meeting-form');
  await proposeNext(hisPage, 'meeting_planned');
  await toast(hisPage, m('match:actions.proposed'));
  await shot(hisPage, 'him', 'meeting-proposed');
  await herPage.goto(pathOfHer);
  await confirmOn(herPage, 'her', 'meeting-confirmed');
  await guardianConfirms('meeting-confirmed');
  await untilStage('meeting_planned');
  await atStage(hisPage, 'meeting_planned');
  await shot(hisPage, 'him', 'meeting-planned');

  // 6. After the meeting she proposes the decision (istikhara); he and her guardian confirm.
  await herPage.goto(pathOfHer);
  await proposeNext(herPage, 'decision');
  await toast(herPage, m('match:actions.proposed'));
  await hisPage.goto(pathOfHim);
  await confirmOn(hisPage, 'him', 'decision-confirmed');
  await guardianConfirms('decision-confirmed');
  await untilStage('decision');

  // 7. She backs her declaration with a document; the moderator checks it in the console.
  await herPage.goto(site('/verification'));
  const marital = herPage.locator('div', {
    has: herPage.getByRole('heading', { name: m('badges:declaration.title'), exact: true }),
  });
  await visible(marital.last());
  await marital.last().getByRole('combobox').selectOption('family_book');
  // A page that reads as what it is: an invented family book, for the moderator to compare.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850">
    <rect width="1200" height="850" fill="#ece5ce"/><rect x="40" y="40" width="1120" height="770"
    fill="none" stroke="#7a6a3a" stroke-width="6"/>
    <text x="600" y="200" font-size="72" text-anchor="middle" fill="#3d3520">دفتر العائلة · Family book</text>
    <text x="600" y="330" font-size="44" text-anchor="middle" fill="#3d3520">${herName.replace(/[<>&]/g, '')}</text>
    <text x="600" y="600" font-size="36" text-anchor="middle" fill="#7a2020">DEMO · invented document</text>
  </svg>`;
  const document = await sharp(Buffer.from(svg)).jpeg().toBuffer();
  await marital
    .last()
    .locator('input[type="file"]')
    .setInputFiles({ name: 'family-book.jpg', mimeType: 'image/jpeg', buffer: document });
  await visible(marital.last().getByText(m('badges:status.pending')));
  await shot(herPage, 'her', 'document-sent');

  const staff = await open(browser);
  await staff.addInitScript(`localStorage.setItem('admin.lang', ${JSON.stringify(LANG)})`);
  await staff.goto(`${BASE}/admin/#/login`);
  await staff.getByLabel(c('ra.auth.email')).fill(DEMO_MODERATOR.email);
  await staff.getByLabel(c('ra.auth.password')).fill(DEMO_MODERATOR.password);
  await click(staff.getByRole('button', { name: c('ra.auth.sign_in') }));
  for (let attempt = 0; ; attempt++) {
    await staff.getByLabel(c('mw.twoFactor.code')).fill(await freshTotpCode(moderatorTotpSecret));
    const answered = staff.waitForResponse((r) => r.url().endsWith('/api/auth/login/second-factor'));
    await click(staff.getByRole('button', { name: c('mw.twoFactor.verify') }));
    if ((await answered).status() === 200) break;
    if (attempt === 2) throw new Error('the moderator’s code was refused');
  }
  await visible(staff.getByRole('heading', { name: c('mw.dashboard.welcome') }));
  const listed = staff.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/admin/verifications') && r.request().method() === 'GET',
  );
  await staff.goto(`${BASE}/admin/#/verifications`);
  const items = (await (await listed).json()) as {
    id: string;
    memberId: string;
    kind: string;
    status: string;
  }[];
  const item = items.find((i) => i.memberId === her.account.id && i.kind === 'marital');
  if (!item) throw new Error('her document is not in the verification queue');
  await shot(staff, 'moderator', 'verification-queue');
  await staff.goto(`${BASE}/admin/#/verifications/${item.id}/show`);
  await visible(staff.getByText(c('mw.verifications.document.family_book')));
  await shot(staff, 'moderator', 'document-check');
  await click(staff.getByRole('button', { name: c('mw.verifications.approve') }));
  await visible(staff.getByText(c('mw.verifications.approved')));
  await shot(staff, 'moderator', 'document-approved');

  await herPage.reload();
  await visible(marital.last().getByText(m('badges:declaration.approved')));
  await shot(herPage, 'her', 'document-checked');
  await hisPage.goto(site(`/profile/${her.account.id}`));
  await until('her badge on her profile', async () => {
    await hisPage.reload();
    return (await hisPage.getByText(m('badges:declaration.documentChecked_female')).count()) > 0;
  });
  await shot(hisPage, 'him', 'her-profile-document-checked');

  // 8. Engaged: each confirms his declaration again, then her guardian.
  await hisPage.goto(pathOfHim);
  await hisPage.getByRole('checkbox', { name: m('match:reconfirm.check_male') }).check();
  await shot(hisPage, 'him', 'engaged-declaration');
  await proposeNext(hisPage, 'engaged');
  await toast(hisPage, m('match:actions.proposed'));
  await herPage.goto(pathOfHer);
  await herPage.getByRole('checkbox', { name: m('match:reconfirm.check_female') }).check();
  await confirmOn(herPage, 'her', 'engaged-confirmed');
  await guardianConfirms('engaged-confirmed');
  await untilStage('engaged');

  // 9. Married: he proposes after the nikah, she and her guardian confirm; both leave search.
  await hisPage.goto(pathOfHim);
  await proposeNext(hisPage, 'married');
  await toast(hisPage, m('match:actions.proposed'));
  await herPage.goto(pathOfHer);
  await confirmOn(herPage, 'her', 'married-confirmed');
  await guardianConfirms('married-confirmed');
  await untilStage('married');
  await atStage(hisPage, 'married');
  await visible(hisPage.getByText(m('match:married')));
  await shot(hisPage, 'him', 'married');
  // Married on the site, both leave search: the other sample member, who found him, no longer does.
  if (foundBefore) {
    await until('him to leave search', async () => (await searchFinds()) === 404);
    console.log(`  (search no longer shows him to ${seed.samples[1]!.name})`);
  }

  // 10. She writes their story and agrees; he agrees to the same text.
  await herPage.goto(pathOfHer);
  await visible(herPage.getByRole('heading', { name: m('match:story.title') }));
  await herPage.getByLabel(m('match:story.fields.title')).fill(TEXTS.storyTitle);
  await herPage.getByLabel(m('match:story.fields.body')).fill(TEXTS.storyBody);
  // Her first name or initial, then his (labelled with his name as the site shows it).
  await herPage.locator('#our-story-name-0').fill(TEXTS.names[1]!);
  await herPage.locator('#our-story-name-1').fill(TEXTS.names[0]!);
  await shot(herPage, 'her', 'story-written');
  await click(herPage.getByRole('button', { name: m('match:story.save') }));
  await toast(herPage, m('match:story.saved'));
  await click(herPage.getByRole('button', { name: m('match:story.agree') }));
  await toast(herPage, m('match:story.agreed'));
  await shot(herPage, 'her', 'story-agreed');
  await hisPage.goto(pathOfHim);
  await click(hisPage.getByRole('button', { name: m('match:story.agree') }));
  await toast(hisPage, m('match:story.agreed'));
  await visible(hisPage.getByText(m('match:story.status.pending')));
  await shot(hisPage, 'him', 'story-agreed-pending');

  // 11. The moderator publishes it; a guest reads it on /stories.
  const stories = staff.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/admin/stories') && r.request().method() === 'GET',
  );
  await staff.goto(`${BASE}/admin/#/stories`);
  const queue = (await (await stories).json()) as { id: string; title: string }[];
  const story = queue.find((s) => s.title === TEXTS.storyTitle);
  if (!story) throw new Error('their story is not in the console’s queue');
  await shot(staff, 'moderator', 'stories-queue');
  await staff.goto(`${BASE}/admin/#/stories/${story.id}/show`);
  await click(staff.getByRole('button', { name: c('mw.stories.approve') }));
  await visible(staff.getByText(c('mw.stories.approved')));
  await shot(staff, 'moderator', 'story-published');

  const guest = await open(browser);
  await guest.goto(site('/stories'));
  await click(guest.getByRole('link', { name: TEXTS.storyTitle, exact: true }));
  await visible(guest.getByRole('heading', { level: 1, name: TEXTS.storyTitle }));
  await shot(guest, 'guest', 'story-read');
  console.log(`Done: ${shotNumber} screenshots in ${SHOTS}`);
}

fs.mkdirSync(SHOTS, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  await walk(browser);
} finally {
  await browser.close();
}
