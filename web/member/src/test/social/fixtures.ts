import { memberCardSchema, relationshipSchema, type MemberCard, type Relationship } from '@mawadda/contracts';
import { image, OTHER_ID } from '../profile/fixtures';

export { OTHER_ID };
/** Members who appear in lists (uuids, as the cards call requires). */
export const HUDA_ID = '0190a0e2-1111-7c3d-a2f1-0e9d8c7b6a01';
export const KHALID_ID = '0190a0e2-2222-7c3d-a2f1-0e9d8c7b6a02';
/** A member the cards call leaves out (erased, or blocks the viewer). */
export const HIDDEN_ID = '0190a0e2-3333-7c3d-a2f1-0e9d8c7b6a03';

/** Where I stand with OTHER_ID, as the API answers it (parsed: a fixture off contract fails here). */
export const relationship = (over: Partial<Relationship> = {}): Relationship =>
  relationshipSchema.parse({
    memberId: OTHER_ID,
    following: 'none',
    button: 'Follow',
    outgoingRequestId: null,
    followedBy: 'none',
    incomingRequestId: null,
    blocking: false,
    ...over,
  });

export const following = (over: Partial<Relationship> = {}) =>
  relationship({ following: 'accepted', button: 'UnFollow', ...over });

export const requested = (over: Partial<Relationship> = {}) =>
  relationship({ following: 'requested', button: 'Requested', outgoingRequestId: 'out-1', ...over });

/** A member card from POST /api/profile/cards. */
export const card = (memberId: string, fullName: string, over: Partial<MemberCard> = {}): MemberCard =>
  memberCardSchema.parse({
    memberId,
    fullName,
    fullNameEn: null,
    fullNameAr: null,
    gender: 'female',
    age: 28,
    country: 'AE',
    city: 'AE-DXB',
    presence: 'offline',
    avatar: null,
    ...over,
  });

export const hudaCard = (over: Partial<MemberCard> = {}) =>
  card(HUDA_ID, 'Huda Saleh', { avatar: image('h1', HUDA_ID), presence: 'online', ...over });
export const khalidCard = (over: Partial<MemberCard> = {}) =>
  card(KHALID_ID, 'Khalid Amin', { gender: 'male', age: 33, city: 'AE-AUH', ...over });

/** The cards the API knows, answering only the ids asked for (and never HIDDEN_ID). */
export const cardsOf =
  (...cards: MemberCard[]) =>
  (body: unknown) => {
    const ids = (body as { ids: string[] }).ids;
    return { body: { items: cards.filter((c) => ids.includes(c.memberId)) } };
  };

/** A problem+json answer with a message key, as the API sends it. */
export const problem = (status: number, messageKey: string, detail: string, extra: object = {}) => ({
  status,
  body: {
    type: 'about:blank',
    title: 'Problem',
    status,
    code: messageKey.replace(/\W/g, '_'),
    messageKey,
    detail,
    ...extra,
  },
});

/** A signed-in member's token whose subject is `memberId` (the site reads only the subject). */
export const tokenFor = (memberId: string) => {
  const base64url = (o: object) =>
    btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64url({ alg: 'EdDSA' })}.${base64url({ sub: memberId, role: 'member' })}.signature`;
};
