import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PairDetail } from '@mawadda/contracts';
import { writeToken } from '../../../app/token-store';
import { renderPage, stubFetch } from '../../../test/render';
import { OurPathPage } from './OurPathPage';
import { HER, OMAR, PAIR, WALI, pairDetail, tokenOf } from '../test/pairs';

const ME = HER;
beforeEach(() => writeToken(tokenOf(ME, 'member')));
afterEach(() => writeToken(null));

const base = pairDetail;

function stub(
  pair: PairDetail,
  answers: Record<string, (body: unknown) => PairDetail> = {},
  more: Parameters<typeof stubFetch>[0] = {},
) {
  let current = pair;
  const routes: Parameters<typeof stubFetch>[0] = {
    'GET /api/match/pairs': () => ({ body: { items: [current] } }),
    [`GET /api/match/pairs/${PAIR}`]: () => ({ body: current }),
    'POST /api/profile/cards': () => ({
      body: {
        items: [
          {
            memberId: OMAR,
            fullName: 'Omar Saleh',
            fullNameEn: null,
            fullNameAr: null,
            gender: 'male',
            age: 31,
            country: 'AE',
            city: 'AE-DXB',
            presence: 'offline',
            avatar: null,
          },
        ],
      },
    }),
  };
  for (const [step, answer] of Object.entries(answers))
    routes[`POST /api/match/pairs/${PAIR}/${step}`] = (body) => ({ body: (current = answer(body)) });
  return stubFetch({ ...routes, ...more });
}

const words = (en: string, ar: string) => ({ ar, en, ur: en, fa: en, tr: en });
const ans = (choice: string, note: string | null = null, by: 'member' | 'guardian' = 'member') => ({
  choice,
  note,
  at: '2026-11-22T10:00:00.000Z',
  by,
});
const option = (id: string, en: string, ar = en) => ({ id, label: words(en, ar) });
const question = (
  questionId: string,
  text: ReturnType<typeof words>,
  options: object[],
  over: object = {},
) => ({
  questionId,
  text,
  options,
  retired: false,
  mine: null,
  theirs: null,
  theyAnswered: false,
  agree: null,
  ...over,
});
/** The questions as the service answers them: staff's words in every locale, our answers. */
const questionsView = (mahr: object, guardian = { linked: false, mayAnswer: false }) => ({
  open: true,
  guardian,
  items: [
    question(
      'children',
      words('Children: when?', 'الأطفال: متى؟'),
      [option('soon', 'Soon after marriage', 'قريبًا')],
      {
        mine: ans('soon', null, 'guardian'),
        theirs: ans('soon', 'In sha Allah'),
        theyAnswered: true,
        agree: true,
      },
    ),
    question(
      'relocation',
      words('Moving to another city or country', 'الانتقال إلى مدينة أو بلد آخر'),
      [option('willing', 'Willing to move'), option('not_willing', 'Not willing to move')],
      { mine: ans('willing'), theirs: ans('not_willing'), theyAnswered: true, agree: false },
    ),
    question('q_budget', words('Who keeps the budget?', 'من يدير الميزانية؟'), [option('he', 'He does')], {
      retired: true,
      mine: ans('he'),
    }),
    question(
      'mahr',
      words('Mahr expectations', 'توقعات المهر'),
      [option('modest', 'Modest'), option('customary', 'As is customary in our families')],
      mahr,
    ),
  ],
});

const open = (locale: 'en' | 'ar' = 'en') =>
  renderPage(<OurPathPage />, {
    locale,
    routePath: locale === 'en' ? '/en/path/:memberId' : '/path/:memberId',
    path: locale === 'en' ? `/en/path/${OMAR}` : `/path/${OMAR}`,
  });

describe('OurPathPage', () => {
  it('shows what waits for whom, and my confirmation moves the pair on', async () => {
    const proposal = {
      toStage: 'families_involved' as const,
      proposedBy: OMAR,
      at: '2026-11-21T10:00:00.000Z',
      waitingFor: [
        { accountId: ME, role: 'member' as const, forMemberId: ME },
        { accountId: WALI, role: 'guardian' as const, forMemberId: ME },
      ],
      meeting: null,
    };
    const calls = stub(base({ proposal, waitsForMe: true }), {
      confirm: () =>
        base({ proposal: { ...proposal, waitingFor: [proposal.waitingFor[1]!] }, waitsForMe: false }),
    });
    await open();
    expect(await screen.findByRole('heading', { name: 'Our path with Omar Saleh' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { current: 'step' })).toHaveTextContent('Talking');
    expect(screen.getByText('Omar Saleh proposed moving on to “Families involved”.')).toBeInTheDocument();
    expect(screen.getByText('Waiting for: you, your guardian')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/confirm'))).toBe(true);
    expect(await screen.findByText('Waiting for: your guardian')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('proposes a meeting with its date, place and chaperone, under the safety advice', async () => {
    const calls = stub(base({ stage: 'families_involved' }), {
      propose: (body) =>
        base({
          stage: 'families_involved',
          proposal: {
            toStage: 'meeting_planned',
            proposedBy: ME,
            at: '2026-11-22T10:00:00.000Z',
            waitingFor: [{ accountId: OMAR, role: 'member', forMemberId: OMAR }],
            meeting: (body as { meeting: PairDetail['meeting'] }).meeting,
          },
        }),
    });
    await open();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Meeting safely' })).toBeInTheDocument();
    // Stages behind the pair carry a drawn tick, the current one and those ahead their number.
    const stages = within(screen.getByRole('list', { name: 'Stages of the path' })).getAllByRole('listitem');
    const current = stages.findIndex((s) => s.getAttribute('aria-current') === 'step');
    expect(current).toBeGreaterThan(0);
    for (const done of stages.slice(0, current)) expect(done.querySelector('svg')).not.toBeNull();
    expect(stages[current]!.querySelector('svg')).toBeNull();
    expect(stages[current]).toHaveTextContent(String(current + 1));
    expect(screen.getByRole('list', { name: 'Stages of the path' }).textContent).not.toContain('✓');
    await user.type(screen.getByLabelText('Date'), '2026-12-05');
    await user.click(screen.getByRole('radio', { name: 'In a public place' }));
    await user.type(screen.getByLabelText('Chaperone (a mahram or family member)'), 'My brother Ali');
    await user.click(screen.getByRole('button', { name: 'Propose: Meeting planned' }));
    const sent = calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/propose'));
    expect(sent?.body).toEqual({
      meeting: { date: '2026-12-05', placeType: 'public_place', chaperone: 'My brother Ali' },
    });
    const proposal = (await screen.findByText('You proposed moving on to “Meeting planned”.')).closest(
      'div',
    )!;
    expect(within(proposal).getByText('My brother Ali')).toBeInTheDocument();
    expect(within(proposal).getByText('In a public place')).toBeInTheDocument();
    expect(screen.getByText('Waiting for: Omar Saleh')).toBeInTheDocument();
  });

  it('married: their story comes before the questions, and the meeting advice is gone', async () => {
    stub(
      base({
        stage: 'married',
        meeting: { date: '2026-12-05', placeType: 'family_home', chaperone: 'Her father' },
      }),
      {},
      {
        [`GET /api/match/pairs/${PAIR}/questions`]: () => ({
          body: { open: true, guardian: { linked: false, mayAnswer: false }, items: [] },
        }),
        [`GET /api/match/pairs/${PAIR}/story`]: () => ({ body: { story: null } }),
      },
    );
    await open();
    const story = await screen.findByRole('heading', { name: 'Write our story' });
    const questions = await screen.findByRole('heading', { name: 'Questions families ask' });
    const history = screen.getByRole('heading', { name: 'The path so far' });
    // The story is what is left to do: not under the history and the questions they answered.
    for (const below of [history, questions])
      expect(story.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Her father')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Meeting safely' })).not.toBeInTheDocument();
  });

  it('an ended path says so with respect, in Arabic, and offers no step', async () => {
    stub(base({ status: 'ended', ended: { by: OMAR, note: null, at: '2026-11-23T10:00:00.000Z' } }));
    await open('ar');
    expect(await screen.findByText('انتهى هذا المسار باحترام.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /اقتراح/ })).not.toBeInTheDocument();
    expect(screen.queryByText('إنهاء هذا المسار')).not.toBeInTheDocument();
  });

  it("shows the families' questions side by side in the words staff wrote, and sends my private answer", async () => {
    const calls = stub(
      base({ stage: 'families_involved' }),
      {},
      {
        [`GET /api/match/pairs/${PAIR}/questions`]: () => ({ body: questionsView({ theyAnswered: true }) }),
        [`PUT /api/match/pairs/${PAIR}/questions/mahr`]: () => ({
          body: questionsView({
            mine: ans('modest'),
            theirs: ans('customary'),
            theyAnswered: true,
            agree: false,
          }),
        }),
      },
    );
    await open();
    const children = (await screen.findByRole('heading', { name: 'Children: when?' })).closest('li')!;
    expect(within(children).getByText('You agree')).toBeInTheDocument();
    expect(within(children).getByText('In sha Allah')).toBeInTheDocument();
    // Her guardian gave her side's answer, with her leave: her page says so.
    expect(within(children).getByText('Answered by your guardian')).toBeInTheDocument();
    const relocation = screen
      .getByRole('heading', { name: 'Moving to another city or country' })
      .closest('li')!;
    expect(
      within(relocation).getByText('You differ: worth talking about with your families'),
    ).toBeInTheDocument();
    expect(within(relocation).getByText('Not willing to move')).toBeInTheDocument();
    // A retired question stays where answered, and is not asked again.
    const retired = screen.getByRole('heading', { name: 'Who keeps the budget?' }).closest('li')!;
    expect(
      within(retired).getByText('This question is no longer asked; the answers given stay.'),
    ).toBeInTheDocument();
    expect(within(retired).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(retired).queryByRole('button')).not.toBeInTheDocument();
    const mahr = screen.getByRole('heading', { name: 'Mahr expectations' }).closest('li')!;
    expect(within(mahr).getByText('Omar Saleh has answered: answer too to see it.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(mahr).getByRole('radio', { name: 'Modest' }));
    await user.click(within(mahr).getByRole('button', { name: 'Save my answer' }));
    expect(calls.find((c) => c.url.pathname.endsWith('/questions/mahr'))?.body).toEqual({ choice: 'modest' });
    expect(await within(mahr).findByText('As is customary in our families')).toBeInTheDocument();
  });

  it('reads the questions in Arabic, right to left, and lets her guardian answer them', async () => {
    let allowed = false;
    const calls = stub(
      base({ stage: 'families_involved' }),
      {},
      {
        [`GET /api/match/pairs/${PAIR}/questions`]: () => ({
          body: questionsView({}, { linked: true, mayAnswer: allowed }),
        }),
        [`PUT /api/match/pairs/${PAIR}/guardian-answers`]: (body) => {
          allowed = (body as { allowed: boolean }).allowed;
          return { body: questionsView({}, { linked: true, mayAnswer: allowed }) };
        },
      },
    );
    await open('ar');
    expect(await screen.findByRole('heading', { name: 'الأطفال: متى؟' })).toHaveAttribute('dir', 'auto');
    const leave = screen.getByRole('checkbox', { name: 'أأذن لوليّي بالإجابة عن هذه الأسئلة عنّي' });
    expect(leave).not.toBeChecked();
    await userEvent.setup().click(leave);
    expect(calls.find((c) => c.url.pathname.endsWith('/guardian-answers'))?.body).toEqual({ allowed: true });
    await waitFor(() => expect(leave).toBeChecked());
  });

  it('the engaged step shows my declaration and sends my confirmation of it, not before I tick it', async () => {
    const declared = {
      myDeclaration: { maritalState: 'divorced', hasChildren: 'yes-living-with-me', wives: null },
      myGender: 'female' as const,
    };
    const proposal = {
      toStage: 'engaged' as const,
      proposedBy: OMAR,
      at: '2026-11-21T10:00:00.000Z',
      waitingFor: [{ accountId: ME, role: 'member' as const, forMemberId: ME }],
      meeting: null,
    };
    const calls = stub(base({ stage: 'decision', proposal, waitsForMe: true, ...declared }), {
      confirm: () => base({ stage: 'engaged', ...declared }),
    });
    await open();
    const step = await screen.findByRole('group', { name: 'Before the engagement: what you declare' });
    expect(within(step).getByText('Marital status')).toBeInTheDocument();
    expect(within(step).getByText('Divorced')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    const user = userEvent.setup();
    await user.click(
      within(step).getByRole('checkbox', { name: 'I confirm that what I declare is true and current' }),
    );
    await user.click(confirm);
    const sent = calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/confirm'));
    expect(sent?.body).toEqual({ confirmDeclarations: true });
    expect(await screen.findByRole('listitem', { current: 'step' })).toHaveTextContent('Engaged');
  });

  it('proposing the engagement asks the same, in Arabic in her own form', async () => {
    const calls = stub(
      base({
        stage: 'decision',
        myDeclaration: { maritalState: 'widowed', hasChildren: 'no', wives: null },
        myGender: 'female',
      }),
      { propose: () => base({ stage: 'decision' }) },
    );
    await open('ar');
    const step = await screen.findByRole('group', { name: 'قبل الخطبة: ما صرّحت به' });
    expect(within(step).getByRole('checkbox', { name: 'أؤكد أن ما صرّحتُ به صحيح وقائم' })).toBeRequired();
    await userEvent.setup().click(within(step).getByRole('checkbox'));
    await userEvent.setup().click(screen.getByRole('button', { name: /الخطبة/ }));
    const sent = calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/propose'));
    expect(sent?.body).toEqual({ confirmDeclarations: true });
  });
});
