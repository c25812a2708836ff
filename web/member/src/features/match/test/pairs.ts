import type { PairDetail } from '@mawadda/contracts';

/** The ids the path's page tests share: her (the reader), him, her guardian and their pair. */
export const HER = '0190a000-0000-7000-8000-000000000001';
export const OMAR = '0190a000-0000-7000-8000-000000000002';
export const WALI = '0190a000-0000-7000-8000-000000000003';
export const PAIR = '0190a000-0000-7000-8000-0000000000aa';

/** A token with just a subject and a role: the pages read who I am from it, unverified. */
export function tokenOf(sub: string, role: 'member' | 'guardian') {
  const b64 = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'none' })}.${b64({ sub, role })}.x`;
}

/** Her pair with Omar as the service sends it, just opened at talking; a test changes what it needs. */
export const pairDetail = (over: Partial<PairDetail> = {}): PairDetail => ({
  id: PAIR,
  memberIds: [HER, OMAR],
  otherId: OMAR,
  conversationId: '0190a000-0000-7000-8000-0000000000cc',
  stage: 'talking',
  status: 'active',
  waitsForMe: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  proposal: null,
  meeting: null,
  ended: null,
  conversationOpen: true,
  history: [{ step: 'opened', stage: 'talking', by: null, at: '2026-11-20T10:00:00.000Z' }],
  ...over,
});
