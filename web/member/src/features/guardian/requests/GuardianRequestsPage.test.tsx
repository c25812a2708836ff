import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isolate } from '../../../lib/bidi';
import { renderPage, stubFetch } from '../../../test/render';
import { GuardianRequestsPage } from './GuardianRequestsPage';

const MEMBER = '0190a000-0000-7000-8000-000000000001';
const YUSUF = '0190a000-0000-7000-8000-000000000002';
const OMAR = '0190a000-0000-7000-8000-000000000003';

const card = (memberId: string, fullName: string) => ({
  memberId,
  fullName,
  fullNameEn: null,
  fullNameAr: null,
  gender: 'male',
  age: 31,
  country: 'AE',
  city: 'AE-DXB',
  presence: 'offline',
  avatar: null,
});

const open = (locale: 'en' | 'ar' = 'en') =>
  renderPage(<GuardianRequestsPage />, {
    locale,
    routePath: locale === 'en' ? '/en/guardian/requests' : '/guardian/requests',
    path: locale === 'en' ? '/en/guardian/requests' : '/guardian/requests',
  });

describe('GuardianRequestsPage', () => {
  it('merges chat and profile requests with the requesters’ cards, and approves one', async () => {
    let chatItems = [
      {
        id: 'c1',
        conversationId: 'conv-1',
        memberId: MEMBER,
        requesterId: YUSUF,
        firstMessage: 'Assalamu alaikum, may I speak with you?',
        at: '2026-11-20T10:00:00.000Z',
      },
    ];
    const calls = stubFetch({
      'GET /api/chat/guardian/requests': () => ({ body: { items: chatItems } }),
      'GET /api/profile/guardian/requests': () => ({
        body: {
          items: [
            {
              id: 'p1',
              memberId: MEMBER,
              requesterId: OMAR,
              subject: 'photos',
              at: '2026-11-21T10:00:00.000Z',
            },
          ],
        },
      }),
      'GET /api/auth/guardian/members': () => ({
        body: [
          {
            memberId: MEMBER,
            firstName: 'Amina',
            settings: {
              approveConversations: true,
              approvePhotos: true,
              approveCv: false,
              readsConversations: true,
            },
          },
        ],
      }),
      'POST /api/profile/cards': () => ({
        body: {
          items: [
            { ...card(YUSUF, 'Yusuf Karim'), badges: { phone: true, email: false, selfie: true, id: true } },
            card(OMAR, 'Omar Saleh'),
          ],
        },
      }),
      'POST /api/chat/guardian/requests/c1/approve': () => {
        chatItems = [];
        return { body: { id: 'c1', decision: 'approved', at: '2026-11-22T10:00:00.000Z' } };
      },
    });
    await open();
    const yusuf = (await screen.findByRole('heading', { name: 'Yusuf Karim' })).closest('li')!;
    expect(
      within(yusuf).getByText(`Wants to start a conversation with ${isolate('Amina')}. The first message:`),
    ).toBeInTheDocument();
    expect(within(yusuf).getByText('Assalamu alaikum, may I speak with you?')).toBeInTheDocument();
    // Who the suitor is, before the guardian answers: age, city, and each badge in words.
    expect(within(yusuf).getByText('31 years old')).toBeInTheDocument();
    expect(within(yusuf).getByText('Dubai, United Arab Emirates')).toBeInTheDocument();
    const badges = within(within(yusuf).getByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual([
      'Verified',
      'Phone verified',
      'Selfie verified',
      'ID verified',
    ]);
    const omar = screen.getByRole('heading', { name: 'Omar Saleh' }).closest('li')!;
    expect(
      within(omar).getByText(`${isolate('Amina')} wants to show her photos to this member.`),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Read ${isolate('Amina')}'s conversations` }),
    ).toBeInTheDocument();

    await userEvent.setup().click(within(yusuf).getByRole('button', { name: 'Approve' }));
    expect(
      calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/chat/guardian/requests/c1/approve'),
    ).toBe(true);
    await screen.findByText('Approved.');
    expect(screen.queryByRole('heading', { name: 'Yusuf Karim' })).not.toBeInTheDocument();
  });

  it("names the ward in the page's script: Latin on the English page, Arabic on the Arabic one", async () => {
    const routes = {
      'GET /api/chat/guardian/requests': () => ({
        body: {
          items: [
            {
              id: 'c1',
              conversationId: 'conv-1',
              memberId: MEMBER,
              requesterId: YUSUF,
              firstMessage: 'Assalamu alaikum',
              at: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      }),
      'GET /api/profile/guardian/requests': () => ({ body: { items: [] } }),
      // Registered with her Arabic name as the main one, and a Latin spelling beside it.
      'GET /api/auth/guardian/members': () => ({
        body: [
          {
            memberId: MEMBER,
            firstName: 'آمنة',
            firstNameEn: 'Amina',
            firstNameAr: 'آمنة',
            settings: {
              approveConversations: true,
              approvePhotos: true,
              approveCv: false,
              readsConversations: true,
            },
          },
        ],
      }),
      'POST /api/profile/cards': () => ({ body: { items: [card(YUSUF, 'Yusuf Karim')] } }),
    };
    stubFetch(routes);
    const english = await open();
    expect(
      await screen.findByText(`Wants to start a conversation with ${isolate('Amina')}. The first message:`),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Read ${isolate('Amina')}'s conversations` }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('آمنة');
    english.unmount();

    stubFetch(routes);
    await open('ar');
    expect(await screen.findByRole('link', { name: new RegExp(isolate('آمنة')) })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Amina');
  });

  it('says when nothing waits, in Arabic', async () => {
    stubFetch({
      'GET /api/chat/guardian/requests': () => ({ body: { items: [] } }),
      'GET /api/profile/guardian/requests': () => ({ body: { items: [] } }),
      'GET /api/auth/guardian/members': () => ({ body: [] }),
    });
    await open('ar');
    expect(await screen.findByText('لا يوجد طلب بانتظارك.')).toBeInTheDocument();
  });

  it('introduces the suitor in Arabic: age and city in words', async () => {
    stubFetch({
      'GET /api/chat/guardian/requests': () => ({
        body: {
          items: [
            {
              id: 'c1',
              conversationId: 'conv-1',
              memberId: MEMBER,
              requesterId: YUSUF,
              firstMessage: 'السلام عليكم',
              at: '2026-11-20T10:00:00.000Z',
            },
          ],
        },
      }),
      'GET /api/profile/guardian/requests': () => ({ body: { items: [] } }),
      'GET /api/auth/guardian/members': () => ({ body: [] }),
      'POST /api/profile/cards': () => ({ body: { items: [card(YUSUF, 'يوسف كريم')] } }),
    });
    await open('ar');
    const yusuf = (await screen.findByRole('heading', { name: 'يوسف كريم' })).closest('li')!;
    expect(within(yusuf).getByText('31 عامًا')).toBeInTheDocument();
    expect(within(yusuf).getByText('دبي، الإمارات العربية المتحدة')).toBeInTheDocument();
  });
});
