import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PairDetail } from '@mawadda/contracts';
import { writeToken } from '../../../app/token-store';
import { renderPage, stubFetch } from '../../../test/render';
import { GuardianPathsPage } from './GuardianPathsPage';
import { HER, OMAR, PAIR, WALI, pairDetail, tokenOf } from '../test/pairs';

const HUDA = HER;
const AMINA = HER;
beforeEach(() => writeToken(tokenOf(WALI, 'guardian')));
afterEach(() => writeToken(null));

const pair = pairDetail({ stage: 'families_involved' });
const card = (memberId: string, fullName: string, gender: 'male' | 'female') => ({
  memberId,
  fullName,
  fullNameEn: null,
  fullNameAr: null,
  gender,
  age: 29,
  country: 'AE',
  city: 'AE-DXB',
  presence: 'offline',
  avatar: null,
});

const waiting: PairDetail = pairDetail({
  waitsForMe: true,
  updatedAt: '2026-11-21T10:00:00.000Z',
  proposal: {
    toStage: 'families_involved',
    proposedBy: OMAR,
    at: '2026-11-21T10:00:00.000Z',
    waitingFor: [{ accountId: WALI, role: 'guardian', forMemberId: HUDA }],
    meeting: null,
  },
  history: [
    { step: 'opened', stage: 'talking', by: null, at: '2026-11-20T10:00:00.000Z' },
    { step: 'proposed', stage: 'talking', by: OMAR, at: '2026-11-21T09:00:00.000Z' },
    { step: 'confirmed', stage: 'talking', by: HUDA, at: '2026-11-21T10:00:00.000Z' },
  ],
});

describe('GuardianPathsPage', () => {
  it('names his ward in what she did, and sends his confirmation', async () => {
    const { proposal: _, ...rest } = waiting;
    const calls = stubFetch({
      'GET /api/match/guardian/pairs': () => ({ body: { items: [waiting] } }),
      [`GET /api/match/guardian/pairs/${PAIR}`]: () => ({ body: waiting }),
      'POST /api/profile/cards': () => ({
        body: { items: [card(HUDA, 'Huda Nasser', 'female'), card(OMAR, 'Omar Saleh', 'male')] },
      }),
      [`POST /api/match/guardian/pairs/${PAIR}/confirm`]: () => ({
        body: { ...rest, proposal: null, waitsForMe: false, stage: 'families_involved' },
      }),
    });
    await renderPage(<GuardianPathsPage />, { path: '/en/guardian/paths' });
    expect(await screen.findByRole('heading', { name: 'Huda Nasser and Omar Saleh' })).toBeInTheDocument();
    // Her step in the history by her name, not "your member" starting a sentence in lower case.
    expect(await screen.findByText('Huda Nasser confirmed')).toBeInTheDocument();
    expect(screen.getByText('Waiting for: you')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/confirm'))).toBe(true);
    expect(await screen.findByText('Confirmed.')).toBeInTheDocument();
  });
});

const words = (en: string, ar: string) => ({ ar, en, ur: en, fa: en, tr: en });
const answer = (choice: string, by: 'member' | 'guardian') => ({
  choice,
  note: null,
  at: '2026-11-22T10:00:00.000Z',
  by,
});
const view = (mine: ReturnType<typeof answer> | null) => ({
  open: true,
  guardian: { linked: true, mayAnswer: true },
  items: [
    {
      questionId: 'children',
      text: words('Children: when?', 'الأطفال: متى؟'),
      options: [
        { id: 'soon', label: words('Soon after marriage', 'بعد الزواج بقليل') },
        { id: 'after_a_few_years', label: words('After a few years', 'بعد بضع سنوات') },
      ],
      retired: false,
      mine,
      theirs: null,
      theyAnswered: true,
      agree: null,
    },
  ],
});

function stub(questions: () => { status?: number; body: object }) {
  return stubFetch({
    'GET /api/match/guardian/pairs': () => ({ body: { items: [pair] } }),
    [`GET /api/match/guardian/pairs/${PAIR}`]: () => ({ body: pair }),
    'POST /api/profile/cards': () => ({
      body: { items: [card(AMINA, 'Amina Yusuf', 'female'), card(OMAR, 'Omar Saleh', 'male')] },
    }),
    [`GET /api/match/guardian/pairs/${PAIR}/questions`]: questions,
    [`PUT /api/match/guardian/pairs/${PAIR}/questions/children`]: () => ({
      body: view(answer('after_a_few_years', 'guardian')),
    }),
  });
}

const open = (locale: 'en' | 'ar' = 'en') =>
  renderPage(<GuardianPathsPage />, {
    locale,
    routePath: locale === 'en' ? '/en/guardian/paths' : '/guardian/paths',
    path: locale === 'en' ? '/en/guardian/paths' : '/guardian/paths',
  });

describe("GuardianPathsPage: the families' questions", () => {
  it('says plainly that she has not asked him to answer, when the service refuses (403)', async () => {
    stub(() => ({
      status: 403,
      body: {
        type: 'x',
        title: 'Forbidden',
        status: 403,
        code: 'guardian_not_allowed',
        messageKey: 'match.guardianNotAllowed',
        detail: 'not allowed',
      },
    }));
    await open();
    expect(
      await screen.findByText(
        "Amina Yusuf has not asked you to answer the families' questions on this path.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('answers for her side once she lets him, and shows the answer as his', async () => {
    const calls = stub(() => ({ body: view(null) }));
    await open();
    const children = (await screen.findByRole('heading', { name: 'Children: when?' })).closest('li')!;
    expect(within(children).getByText('Omar Saleh has answered: answer too to see it.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(children).getByRole('radio', { name: 'After a few years' }));
    await user.click(within(children).getByRole('button', { name: 'Save the answer for Amina Yusuf' }));
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe(
      `/api/match/guardian/pairs/${PAIR}/questions/children`,
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ choice: 'after_a_few_years' });
    expect(await within(children).findByText(/Answered by you/)).toBeInTheDocument();
  });

  it('reads in Arabic, saying her side was answered by her', async () => {
    stub(() => ({ body: view(answer('soon', 'member')) }));
    await open('ar');
    const children = (await screen.findByRole('heading', { name: 'الأطفال: متى؟' })).closest('li')!;
    expect(within(children).getByText(/أجابت عنها Amina Yusuf/)).toBeInTheDocument();
  });
});
