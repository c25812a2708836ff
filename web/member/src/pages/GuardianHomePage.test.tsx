import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  GUARDIAN_TOKEN,
  HUDA_ID,
  khalid,
  KHALID_ID,
  openHome,
  suggestions,
  ward,
} from '../test/home/fixtures';
import { cardsOf, khalidCard } from '../test/social/fixtures';

const SARA_ID = '0190a0e2-4444-7c3d-a2f1-0e9d8c7b6a04';

const request = (id: string, subject?: 'photos' | 'cv') => ({
  id,
  memberId: HUDA_ID,
  requesterId: KHALID_ID,
  ...(subject ? { subject } : { conversationId: `c-${id}`, firstMessage: 'Assalamu alaikum' }),
  at: '2026-11-20T08:00:00Z',
});

const openGuardianHome = (routes: Parameters<typeof openHome>[0] = {}, locale: 'en' | 'ar' = 'en') =>
  openHome(
    {
      'GET /api/chat/guardian/requests': () => ({ body: { items: [request('a'), request('b')] } }),
      'GET /api/profile/guardian/requests': () => ({ body: { items: [request('c', 'photos')] } }),
      'GET /api/auth/guardian/members': () => ({
        body: [ward(HUDA_ID, 'Huda', true), ward(SARA_ID, 'Sara', false)],
      }),
      [`GET /api/search/wards/${HUDA_ID}/suggestions`]: () => suggestions([khalid()]),
      'POST /api/profile/cards': cardsOf(khalidCard()),
      ...routes,
    },
    { token: GUARDIAN_TOKEN, locale },
  );

const decisions = () => screen.getByRole('region', { name: 'Waiting for your decision' });

describe('a guardian’s home', () => {
  it('counts what waits for his decision, each to his requests page', async () => {
    await openGuardianHome();
    const region = await screen.findByRole('region', { name: 'Waiting for your decision' });
    expect(await within(region).findByRole('link', { name: '2 conversations to approve' })).toHaveAttribute(
      'href',
      '/en/guardian/requests',
    );
    expect(within(region).getByRole('link', { name: '1 request to show photos or a CV' })).toHaveAttribute(
      'href',
      '/en/guardian/requests',
    );
    expect(within(region).getByRole('link', { name: 'Open the requests' })).toHaveAttribute(
      'href',
      '/en/guardian/requests',
    );
  });

  it('says when nothing waits for him', async () => {
    await openGuardianHome({
      'GET /api/chat/guardian/requests': () => ({ body: { items: [] } }),
      'GET /api/profile/guardian/requests': () => ({ body: { items: [] } }),
    });
    expect(
      await within(decisions()).findByText('Nothing is waiting for your decision right now.'),
    ).toBeInTheDocument();
  });

  it('shows a ward’s suggestions read-only, and a line for one who does not share them', async () => {
    const { calls } = await openGuardianHome();
    const huda = await screen.findByRole('region', { name: 'Suggestions for \u2068Huda\u2069 today' });
    const article = await within(huda).findByRole('article', { name: 'Khalid Amin' });
    expect(article).toHaveTextContent('82% match');
    // Read-only: no Interested, no Pass, and no reason said to "you" (he is not the one suggested to).
    expect(within(article).queryByRole('button')).toBeNull();
    // Nor a link to his profile: a guardian opens no member's profile.
    expect(within(article).queryByRole('link')).toBeNull();
    expect(article).not.toHaveTextContent('your 7 wishes');
    expect(screen.getByText("\u2068Sara\u2069's suggestions are not shared with you.")).toBeInTheDocument();
    // Only the ward who shares them is asked for.
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/search/')).map((c) => c.url.pathname)).toEqual(
      [`/api/search/wards/${HUDA_ID}/suggestions`],
    );
    // Nothing of a member's own home is asked for.
    expect(calls.map((c) => c.url.pathname)).not.toContain('/api/profile/me');
  });

  it('names each ward in the page’s script', async () => {
    const both = (id: string, ar: string, en: string, shares: boolean) => ({
      ...ward(id, ar, shares),
      firstNameEn: en,
      firstNameAr: ar,
    });
    const routes = {
      'GET /api/auth/guardian/members': () => ({
        body: [both(HUDA_ID, 'هدى', 'Huda', true), both(SARA_ID, 'سارة', 'Sara', false)],
      }),
    };
    await openGuardianHome(routes);
    expect(
      await screen.findByRole('region', { name: 'Suggestions for \u2068Huda\u2069 today' }),
    ).toBeInTheDocument();
    expect(screen.getByText("\u2068Sara\u2069's suggestions are not shared with you.")).toBeInTheDocument();
    expect(screen.queryByText(/هدى|سارة/)).toBeNull();
    cleanup();

    await openGuardianHome(routes, 'ar');
    const wards = await screen.findByRole('region', { name: /هدى/ });
    expect(wards).toBeInTheDocument();
    expect(screen.getByText(/\u2068سارة\u2069/)).toBeInTheDocument();
    expect(screen.queryByText(/Huda|Sara/)).toBeNull();
  });

  it('treats a 404 for a ward’s suggestions as not shared', async () => {
    await openGuardianHome({
      'GET /api/auth/guardian/members': () => ({ body: [ward(HUDA_ID, 'Huda', true)] }),
      [`GET /api/search/wards/${HUDA_ID}/suggestions`]: () => ({
        status: 404,
        body: {
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          code: 'not_found',
          messageKey: 'error.notFound',
          detail: 'Not found',
        },
      }),
    });
    const huda = await screen.findByRole('region', { name: 'Suggestions for \u2068Huda\u2069 today' });
    expect(
      await within(huda).findByText("\u2068Huda\u2069's suggestions are not shared with you."),
    ).toBeInTheDocument();
    expect(within(huda).queryByRole('alert')).toBeNull();
  });

  it('shows a ward’s declaration, and his attestation puts “attested by her guardian” on it', async () => {
    const declaration = (attested: boolean) => ({
      body: {
        memberId: HUDA_ID,
        gender: 'female',
        declaration: { maritalState: 'divorced', hasChildren: 'no', wives: null },
        badges: { declared: true, attested, documentChecked: false },
        attestedAt: attested ? '2026-11-29T10:00:00.000Z' : null,
      },
    });
    const { calls } = await openGuardianHome({
      'GET /api/auth/guardian/members': () => ({ body: [ward(HUDA_ID, 'Huda', false)] }),
      [`GET /api/profile/guardian/members/${HUDA_ID}/declaration`]: () => declaration(false),
      [`PUT /api/profile/guardian/members/${HUDA_ID}/declaration/attestation`]: () => declaration(true),
    });
    const hers = await screen.findByRole('region', { name: 'What \u2068Huda\u2069 declares' });
    expect(within(hers).getByText('Divorced')).toBeInTheDocument();
    expect(within(hers).queryByText('Attested by her guardian')).toBeNull();
    await userEvent.setup().click(within(hers).getByRole('button', { name: 'I attest what she declares' }));
    expect(await within(hers).findByText('Attested by her guardian')).toBeInTheDocument();
    expect(within(hers).getByRole('status')).toHaveTextContent('You attested her declaration.');
    expect(calls.some((c) => c.method === 'PUT' && c.url.pathname.endsWith('/declaration/attestation'))).toBe(
      true,
    );
  });
});
