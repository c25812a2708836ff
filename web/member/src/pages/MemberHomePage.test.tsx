import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  billingMe,
  khalid,
  KHALID_ID,
  openHome,
  roleToken,
  suggestions,
  verification,
} from '../test/home/fixtures';
import { image, ownProfile } from '../test/profile/fixtures';
import { renderPage, stubFetch } from '../test/render';
import { cardsOf, khalidCard, requested } from '../test/social/fixtures';
import { HomePage } from './HomePage';

const card = () => document.querySelector<HTMLElement>('.next-step:not(.next-step--loading)');
const nextHeading = async () => {
  await waitFor(() => expect(card()).not.toBeNull());
  return within(card()!).getByRole('heading', { level: 2 });
};
const suggestionsSection = () => screen.getByRole('region', { name: "Today's suggestions" });
const waitingSection = () => screen.getByRole('region', { name: 'Waiting for you' });

describe('home for a guest', () => {
  it('is the marketing front page, and asks nothing of a member’s APIs', async () => {
    const calls = stubFetch({});
    await renderPage(<HomePage />, { locale: 'en', path: '/en', routePath: '/en' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Begin your marriage journey with sincerity and trust' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/en/Auth/register',
    );
    expect(screen.queryByRole('region', { name: "Today's suggestions" })).toBeNull();
    expect(calls.map((c) => c.url.pathname)).not.toContain('/api/search/suggestions');
    expect(calls.map((c) => c.url.pathname)).not.toContain('/api/profile/me');
  });

  it('stays the front page for a company account', async () => {
    await openHome({}, { token: roleToken('company') });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Begin your marriage journey with sincerity and trust' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Today's suggestions" })).toBeNull();
  });
});

describe('the next step on a member’s home', () => {
  it('asks first to finish the profile, with its percent and the next missing field', async () => {
    await openHome({
      'GET /api/profile/me': () => ({ body: ownProfile({ firstName: 'Amina' }) }),
      'GET /api/profile/me/preferences': () => ({ body: { preferences: {}, updatedAt: null } }),
      'GET /api/billing/me': () => ({ body: billingMe({ trialAvailable: true, state: 'none' }) }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, \u2068Amina Saleh\u2069' }),
    ).toBeInTheDocument();
    expect(await nextHeading()).toHaveTextContent('Complete your profile');
    expect(card()).toHaveTextContent('Your profile is 52% complete. Next: Hair colour.');
    expect(within(card()!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '52');
    expect(within(card()!).getByRole('link', { name: 'Complete my profile' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
    // One card, one action.
    expect(document.querySelectorAll('.next-step')).toHaveLength(1);
    expect(within(card()!).getAllByRole('link')).toHaveLength(1);
  });

  it('asks a woman in her own Arabic forms', async () => {
    await openHome({ 'GET /api/profile/me': () => ({ body: ownProfile() }) }, { locale: 'ar' });
    expect(await nextHeading()).toHaveTextContent('أكملي ملفك الشخصي');
    expect(card()).toHaveTextContent('اكتمل ملفك بنسبة 52');
    expect(within(card()!).getByRole('link', { name: 'إكمال الملف الشخصي' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('then to say what she is looking for, when no wish is set', async () => {
    await openHome({
      'GET /api/profile/me/preferences': () => ({ body: { preferences: {}, updatedAt: null } }),
      'GET /api/profile/me/verification': () => ({
        body: verification({
          verified: false,
          badges: { phone: false, email: true, selfie: false, id: false },
        }),
      }),
    });
    expect(await nextHeading()).toHaveTextContent('Tell us what you are looking for');
    expect(within(card()!).getByRole('link', { name: 'Set what I am looking for' })).toHaveAttribute(
      'href',
      '/en/profile/preferences',
    );
  });

  it('then to verify the phone and selfie', async () => {
    await openHome({
      'GET /api/profile/me/verification': () => ({
        body: verification({
          verified: false,
          badges: { phone: true, email: true, selfie: false, id: false },
          selfie: { status: 'none', submittedAt: null, decidedAt: null, reason: null },
        }),
      }),
      'GET /api/billing/me': () => ({ body: billingMe({ trialAvailable: true, state: 'none' }) }),
    });
    expect(await nextHeading()).toHaveTextContent('Verify your account');
    expect(within(card()!).getByRole('link', { name: 'Verify my account' })).toHaveAttribute(
      'href',
      '/en/verification',
    );
  });

  it('then to start the free trial, which starts from the card', async () => {
    const { calls, user } = await openHome({
      'GET /api/billing/me': () => ({ body: billingMe({ trialAvailable: true, state: 'none' }) }),
      'POST /api/billing/trial': () => ({
        body: billingMe({
          state: 'trialing',
          trialAvailable: false,
          active: true,
          trial: { startedAt: '2026-11-20T09:00:00Z', endsAt: '2026-12-04T09:00:00Z' },
          activeUntil: '2026-12-04T09:00:00Z',
        }),
      }),
    });
    expect(await nextHeading()).toHaveTextContent('Your free trial is waiting');
    expect(card()).toHaveTextContent('14 days of full membership, free, with no payment details.');
    await user.click(within(card()!).getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByText('Your free trial has started.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/billing/trial')).toHaveLength(
      1,
    );
    // Nothing else to do: the card leaves.
    await waitFor(() => expect(document.querySelector('.next-step')).toBeNull());
  });

  it('then to answer the requests waiting', async () => {
    await openHome({
      'GET /api/social/requests': (_b, url) => {
        expect(url.searchParams.get('direction')).toBe('incoming');
        return { body: followRequests(2) };
      },
      'GET /api/profile/me/reveal-requests': () => ({ body: { items: [revealRequest()] } }),
    });
    expect(await nextHeading()).toHaveTextContent('Requests are waiting for your answer');
    expect(card()).toHaveTextContent('3 members are waiting for your answer.');
    expect(within(card()!).getByRole('link', { name: 'Answer the requests' })).toHaveAttribute(
      'href',
      '/en/profile/requests',
    );
  });

  it('shows no card when nothing is left to do', async () => {
    await openHome({});
    await screen.findByRole('heading', { level: 1, name: 'Welcome, \u2068Amina Saleh\u2069' });
    await within(waitingSection()).findByText('Nothing is waiting for you right now.');
    expect(document.querySelector('.next-step')).toBeNull();
  });
});

describe('today’s suggestions', () => {
  const withKhalid = () => ({
    'GET /api/search/suggestions': () => suggestions([khalid()]),
    'POST /api/profile/cards': cardsOf(khalidCard({ avatar: image('k1', KHALID_ID) })),
  });

  it('shows each with card, photo, badge, score and its reason', async () => {
    await openHome(withKhalid());
    const article = await within(suggestionsSection()).findByRole('article', { name: 'Khalid Amin' });
    expect(article).toHaveTextContent('33 years old');
    expect(article).toHaveTextContent('City: Abu Dhabi');
    expect(within(article).getByTitle(/verified/i)).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('src', expect.stringContaining(KHALID_ID));
    expect(article).toHaveTextContent('82% match');
    expect(article).toHaveTextContent('He meets 6 of your 7 wishes, and you meet 5 of his 6');
    expect(within(article).getByRole('link', { name: 'Khalid Amin' })).toHaveAttribute(
      'href',
      `/en/profile/${KHALID_ID}`,
    );
  });

  it('speaks to her in Arabic, in her forms on the button and in the reason', async () => {
    await openHome(withKhalid(), { locale: 'ar' });
    const section = screen.getByRole('region', { name: 'اقتراحات اليوم' });
    const article = await within(section).findByRole('article', { name: 'Khalid Amin' });
    expect(article).toHaveTextContent('يوافق 6 من 7 مما تبحثين عنه، وتوافقين 5 من 6 مما يبحث عنه');
    expect(within(article).getByRole('button', { name: 'مهتمة' })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'تجاوز' })).toBeInTheDocument();
  });

  it('sends interest as a follow, then says it was sent', async () => {
    const { calls, user } = await openHome({
      ...withKhalid(),
      [`POST /api/social/follows/${KHALID_ID}`]: () => ({ body: requested({ memberId: KHALID_ID }) }),
    });
    const article = await within(suggestionsSection()).findByRole('article', { name: 'Khalid Amin' });
    await user.click(within(article).getByRole('button', { name: 'Interested' }));
    expect(await within(article).findByRole('status')).toHaveTextContent('Interest sent');
    expect(within(article).queryByRole('button', { name: 'Interested' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toContain(
      `/api/social/follows/${KHALID_ID}`,
    );
    expect(calls.some((c) => c.url.pathname.endsWith('/pass'))).toBe(false);
  });

  it('takes a passed one away, telling only search', async () => {
    const { calls, user } = await openHome({
      ...withKhalid(),
      [`POST /api/search/suggestions/${KHALID_ID}/pass`]: () => ({ status: 204 }),
    });
    const article = await within(suggestionsSection()).findByRole('article', { name: 'Khalid Amin' });
    await user.click(within(article).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Khalid Amin' })).toBeNull());
    expect(
      calls
        .filter((c) => c.method === 'POST' && c.url.pathname.includes(KHALID_ID))
        .map((c) => c.url.pathname),
    ).toEqual([`/api/search/suggestions/${KHALID_ID}/pass`]);
    expect(document.activeElement).toHaveTextContent("Today's suggestions");
    expect(suggestionsSection()).toHaveTextContent('That is all for today');
  });

  it('takes the card away when search no longer knows it (passed in another tab)', async () => {
    const { user } = await openHome(withKhalid());
    const article = await within(suggestionsSection()).findByRole('article', { name: 'Khalid Amin' });
    // No route for the pass: the stub answers 404, as search does for one passed already.
    await user.click(within(article).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Khalid Amin' })).toBeNull());
    expect(screen.queryByText('This suggestion could not be passed. Please try again.')).toBeNull();
  });

  it('keeps the card and says so when a pass fails', async () => {
    const { user } = await openHome({
      ...withKhalid(),
      [`POST /api/search/suggestions/${KHALID_ID}/pass`]: () => ({
        status: 503,
        body: {
          type: 'about:blank',
          title: 'Unavailable',
          status: 503,
          code: 'unavailable',
          messageKey: 'error.unavailable',
          detail: 'Unavailable',
        },
      }),
    });
    const article = await within(suggestionsSection()).findByRole('article', { name: 'Khalid Amin' });
    await user.click(within(article).getByRole('button', { name: 'Pass' }));
    expect(
      await screen.findByText('This suggestion could not be passed. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Khalid Amin' })).toBeInTheDocument();
  });

  it('keeps a suggestion whose interest was already sent as sent', async () => {
    await openHome({
      ...withKhalid(),
      'GET /api/search/suggestions': () => suggestions([khalid({ state: 'interested' })]),
    });
    const article = await within(suggestionsSection()).findByRole('article', { name: 'Khalid Amin' });
    expect(within(article).getByRole('status')).toHaveTextContent('Interest sent');
  });

  it('says when the first ones come, and what to do meanwhile', async () => {
    await openHome({});
    const section = suggestionsSection();
    expect(
      await within(section).findByText(
        'Your first suggestions arrive shortly, and new ones each morning after that.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'What I am looking for' })).toHaveAttribute(
      'href',
      '/en/profile/preferences',
    );
    expect(within(section).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/en/search');
  });

  it('tells a free member how many a day her plan gives, and not a paying one', async () => {
    await openHome(withKhalid());
    const section = suggestionsSection();
    expect(
      await within(section).findByText(/The free plan brings 3 suggestions a day\./),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See the plans for more' })).toHaveAttribute(
      'href',
      '/en/subscription',
    );
  });

  it('does not offer plans to a member who has one', async () => {
    await openHome({
      ...withKhalid(),
      'GET /api/billing/me': () => ({ body: billingMe({ state: 'active', active: true }) }),
    });
    await within(suggestionsSection()).findByRole('article', { name: 'Khalid Amin' });
    expect(screen.queryByText(/suggestions a day/)).toBeNull();
  });
});

describe('what waits for a member', () => {
  it('counts requests to see her photos and unread conversations, each to its page, leaving out what is zero', async () => {
    await openHome({
      'GET /api/profile/me/reveal-requests': () => ({ body: { items: [revealRequest()] } }),
      'GET /api/chat/conversations': () => ({
        body: {
          items: [conversation('c1', 3), conversation('c2', 0), conversation('c3', 1)],
          next: null,
        },
      }),
    });
    const section = waitingSection();
    expect(
      await within(section).findByRole('link', { name: '1 request to see your photos or CV' }),
    ).toHaveAttribute('href', '/en/profile/privacy');
    expect(
      within(section).getByRole('link', { name: '2 conversations with unread messages' }),
    ).toHaveAttribute('href', '/en/profile/chat');
    expect(within(section).getAllByRole('link')).toHaveLength(2);
  });

  it('says "20+" when the follow requests fill their first page and more follow', async () => {
    await openHome({ 'GET /api/social/requests': () => ({ body: { ...followRequests(20), next: 'c2' } }) });
    expect(
      await within(waitingSection()).findByRole('link', { name: '\u206620+\u2069 follow requests' }),
    ).toHaveAttribute('href', '/en/profile/requests');
  });

  it('links follow requests to where they are answered', async () => {
    await openHome({ 'GET /api/social/requests': () => ({ body: followRequests(1) }) });
    expect(await within(waitingSection()).findByRole('link', { name: '1 follow request' })).toHaveAttribute(
      'href',
      '/en/profile/requests',
    );
  });
});

function followRequests(n: number) {
  return {
    items: Array.from({ length: n }, (_, i) => ({
      id: `r${i}`,
      memberId: KHALID_ID,
      direction: 'incoming',
      requestedAt: '2026-11-20T08:00:00Z',
    })),
    next: null,
    prev: null,
  };
}

function revealRequest() {
  return {
    id: 'v1',
    requesterId: KHALID_ID,
    ownerId: 'me',
    subject: 'photos',
    status: 'pending',
    createdAt: '2026-11-20T08:00:00Z',
    decidedAt: null,
  };
}

function conversation(id: string, unread: number) {
  return {
    id,
    memberId: KHALID_ID,
    status: 'open',
    closedReason: null,
    closedByMe: false,
    startedByMe: true,
    lastMessage: null,
    unread,
    presence: 'online',
    deliveredSeq: 0,
    readSeq: 0,
    updatedAt: '2026-11-20T09:00:00Z',
  };
}
