import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PairDetail } from '@mawadda/contracts';
import { writeToken } from '../../../app/token-store';
import { renderPage, stubFetch } from '../../../test/render';
import { GuardianPathsPage } from './GuardianPathsPage';

const WALI = '0190a000-0000-7000-8000-000000000003';
const HUDA = '0190a000-0000-7000-8000-000000000001';
const OMAR = '0190a000-0000-7000-8000-000000000002';
const PAIR = '0190a000-0000-7000-8000-0000000000aa';

// The page reads who I am from the token's subject (unverified): the guardian's.
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
beforeEach(() => writeToken(`${b64({ alg: 'none' })}.${b64({ sub: WALI, role: 'guardian' })}.x`));
afterEach(() => writeToken(null));

const card = (memberId: string, fullName: string, gender: 'female' | 'male') => ({
  memberId,
  fullName,
  fullNameEn: null,
  fullNameAr: null,
  gender,
  age: 30,
  country: 'AE',
  city: 'AE-DXB',
  presence: 'offline',
  avatar: null,
});

const waiting: PairDetail = {
  id: PAIR,
  memberIds: [HUDA, OMAR],
  otherId: OMAR,
  conversationId: '0190a000-0000-7000-8000-0000000000cc',
  stage: 'talking',
  status: 'active',
  waitsForMe: true,
  updatedAt: '2026-11-21T10:00:00.000Z',
  proposal: {
    toStage: 'families_involved',
    proposedBy: OMAR,
    at: '2026-11-21T10:00:00.000Z',
    waitingFor: [{ accountId: WALI, role: 'guardian', forMemberId: HUDA }],
    meeting: null,
  },
  meeting: null,
  ended: null,
  conversationOpen: true,
  history: [
    { step: 'opened', stage: 'talking', by: null, at: '2026-11-20T10:00:00.000Z' },
    { step: 'proposed', stage: 'talking', by: OMAR, at: '2026-11-21T09:00:00.000Z' },
    { step: 'confirmed', stage: 'talking', by: HUDA, at: '2026-11-21T10:00:00.000Z' },
  ],
};

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
