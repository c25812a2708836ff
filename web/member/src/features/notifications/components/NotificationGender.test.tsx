import { isolate } from '../../../lib/bidi';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { NotificationsPage } from './NotificationsPage';

const amina = '018f0000-0000-7000-8000-0000000000a1';
const yusuf = '018f0000-0000-7000-8000-0000000000b2';
const hidden = '018f0000-0000-7000-8000-0000000000c3';
const at = new Date(Date.now() - 5 * 60_000).toISOString();
let seq = 0;
const item = (kind: string, actorId: string, params: Record<string, unknown> = {}) => ({
  id: `n-${++seq}`,
  kind,
  actorId,
  subjectId: null,
  params,
  link: '/notifications',
  createdAt: at,
  readAt: null,
});
const card = (memberId: string, gender: 'male' | 'female', en: string, ar: string) => ({
  memberId,
  fullName: en,
  fullNameEn: en,
  fullNameAr: ar,
  gender,
  age: 30,
  country: 'AE',
  city: 'AE-DXB',
  presence: 'offline',
  avatar: null,
});
const cards = [
  card(amina, 'female', 'Amina Yusuf', 'أمينة يوسف'),
  card(yusuf, 'male', 'Yusuf Karim', 'يوسف كريم'),
];
const signedIn = { auth: { isAuthenticated: true } } as const;

const showing = (items: unknown[]) =>
  stubFetch({
    'GET /api/notify/notifications': () => ({ body: { items, next: null, prev: null } }),
    'POST /api/profile/cards': () => ({ body: { items: cards } }),
  });

describe('notifications agree with the gender of the member they name', () => {
  it('in Arabic, a woman asks, starts, and opens her photos; a man his', async () => {
    showing([
      item('follow.requested', amina),
      item('follow.accepted', yusuf),
      item('conversation.started', amina),
      item('reveal.requested', yusuf, { subject: 'cv' }),
      item('reveal.granted', amina, { subject: 'photos' }),
      item('reveal.granted', yusuf, { subject: 'cv' }),
      item('conversation.started', hidden),
    ]);
    await renderPage(<NotificationsPage />, { path: '/notifications', state: signedIn, locale: 'ar' });
    expect(await screen.findByText(`طلبت ${isolate('أمينة يوسف')} متابعتك`)).toBeInTheDocument();
    expect(screen.getByText(`قبل ${isolate('يوسف كريم')} طلب متابعتك`)).toBeInTheDocument();
    expect(screen.getByText(`بدأت ${isolate('أمينة يوسف')} محادثة معك`)).toBeInTheDocument();
    expect(screen.getByText(`طلب ${isolate('يوسف كريم')} رؤية سيرتك الذاتية`)).toBeInTheDocument();
    expect(screen.getByText(`أتاحت لك ${isolate('أمينة يوسف')} رؤية صورها`)).toBeInTheDocument();
    expect(screen.getByText(`أتاح لك ${isolate('يوسف كريم')} رؤية سيرته الذاتية`)).toBeInTheDocument();
    // A member whose card I may not see: "a member", in the grammatical masculine of the noun.
    expect(screen.getByText(`بدأ ${isolate('عضو')} محادثة معك`)).toBeInTheDocument();
  });

  it('in English, the pronoun is hers or his, and "their" when unknown', async () => {
    showing([
      item('reveal.granted', amina, { subject: 'photos' }),
      item('reveal.granted', yusuf, { subject: 'cv' }),
      item('reveal.granted', hidden, { subject: 'photos' }),
    ]);
    await renderPage(<NotificationsPage />, { path: '/notifications', state: signedIn });
    expect(await screen.findByText(`${isolate('Amina Yusuf')} opened her photos to you`)).toBeInTheDocument();
    expect(screen.getByText(`${isolate('Yusuf Karim')} opened his CV to you`)).toBeInTheDocument();
    expect(screen.getByText(`${isolate('A member')} opened their photos to you`)).toBeInTheDocument();
  });
});
