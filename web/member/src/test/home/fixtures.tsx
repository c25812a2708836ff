import userEvent from '@testing-library/user-event';
import {
  billingMeSchema,
  myVerificationSchema,
  suggestionSchema,
  type BillingMe,
  type MyVerification,
  type SearchCard,
  type Suggestion,
} from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { writeToken } from '../../app/token-store';
import { HomePage } from '../../pages/HomePage';
import { OWN_ID, ownProfile } from '../profile/fixtures';
import { renderPage, stubFetch } from '../render';
import { found } from '../search/fixtures';
import { cardsOf, hudaCard, HUDA_ID, KHALID_ID, tokenFor } from '../social/fixtures';

export { HUDA_ID, KHALID_ID };

type Routes = Parameters<typeof stubFetch>[0];

/** A suggestion as search answers it: the card with its compatibility, picked this morning. */
export const suggestion = (card: SearchCard, over: Partial<Suggestion> = {}): Suggestion =>
  suggestionSchema.parse({ card, state: 'new', day: '2026-11-20', ...over });

/** Khalid, suggested to a woman: he meets 6 of her 7 wishes, she 5 of his 6. */
export const khalid = (over: Partial<Suggestion> = {}) =>
  suggestion(
    found(KHALID_ID, 'Khalid Amin', {
      gender: 'male',
      age: 33,
      city: 'AE-AUH',
      verified: true,
      badges: { phone: true, email: true, selfie: true, id: false },
      compatibility: { score: 82, theyMeet: { met: 6, of: 7 }, youMeet: { met: 5, of: 6 } },
    }),
    over,
  );

/** The day's list as the API answers it. */
export const suggestions = (items: Suggestion[], over: { day?: string | null; perDay?: number } = {}) => ({
  body: { day: '2026-11-20', perDay: 3, items, ...over },
});

/** A member's standing with billing: free, the trial already used. */
export const billingMe = (over: Partial<BillingMe> = {}): BillingMe =>
  billingMeSchema.parse({
    state: 'expired',
    trial: null,
    trialAvailable: false,
    subscription: null,
    active: false,
    activeUntil: null,
    notices: [],
    ...over,
  });

export const verification = (over: Partial<MyVerification> = {}): MyVerification =>
  myVerificationSchema.parse({
    badges: { phone: true, email: true, selfie: true, id: false },
    verified: true,
    selfie: { status: 'approved', submittedAt: null, decidedAt: null, reason: null },
    id: { status: 'none', submittedAt: null, decidedAt: null, reason: null },
    ...over,
  });

const emptyPage = { body: { items: [], next: null, prev: null } };

/**
 * The answers of a member with nothing left to do: a complete profile, wishes set, verified, no
 * trial to offer, nothing waiting, no suggestions yet. A test overrides what it is about.
 */
export const settledMember = (): Routes => ({
  'GET /api/profile/me': () => ({ body: ownProfile({ completeness: 100, missing: [], firstName: 'Amina' }) }),
  'GET /api/profile/me/preferences': () => ({
    body: { preferences: { age: { value: { min: 28, max: 38 }, importance: 'nice' } }, updatedAt: null },
  }),
  'GET /api/profile/me/verification': () => ({ body: verification() }),
  'GET /api/billing/me': () => ({ body: billingMe() }),
  'GET /api/social/requests': () => emptyPage,
  'GET /api/profile/me/reveal-requests': () => ({ body: { items: [] } }),
  'GET /api/chat/conversations': () => ({ body: { items: [], next: null } }),
  'GET /api/search/suggestions': () => suggestions([], { day: null }),
  'POST /api/profile/cards': cardsOf(hudaCard()),
  'POST /api/social/relationships': () => ({ body: { items: [] } }),
});

/** `/` for a signed-in member (or whoever `token` says), the API answering `routes` over a settled member. */
export async function openHome(
  routes: Routes,
  { locale = 'en', token = tokenFor(OWN_ID) }: { locale?: Locale; token?: string } = {},
) {
  writeToken(token);
  const calls = stubFetch({ ...settledMember(), ...routes });
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  const rendered = await renderPage(<HomePage />, {
    locale,
    path: prefix || '/',
    routePath: prefix || '/',
    state: { auth: { isAuthenticated: true }, token },
  });
  return { calls, user: userEvent.setup(), router: rendered.router };
}

/** A token of an account with this role (the site reads only its role). */
export const roleToken = (role: string) =>
  `e30.${btoa(JSON.stringify({ sub: 'g1', role })).replace(/=+$/, '')}.sig`;
export const GUARDIAN_TOKEN = roleToken('guardian');

/** A member in the guardian's care, as auth lists them, with what she lets him do. */
export const ward = (memberId: string, firstName: string, seesMatchmaking: boolean) => ({
  memberId,
  firstName,
  settings: {
    approveConversations: true,
    approvePhotos: true,
    approveCv: false,
    readsConversations: false,
    seesMatchmaking,
  },
});
