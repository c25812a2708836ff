import type { CmsBlock } from '@mawadda/contracts/cms-content';

/** The member the tests sign in as, her account as the API answers it; `over` changes a field. */
export const memberAccount = (over: Record<string, unknown> = {}) => ({
  id: 'acc-1',
  kind: 'individual',
  role: 'member',
  status: 'active',
  email: 'amina@example.com',
  phone: '+971501234567',
  fullName: 'Amina Saleh',
  gender: 'female',
  createdAt: '2026-11-01T00:00:00Z',
  ...over,
});

export const session = (token = 'jwt-abc') => ({
  token,
  tokenType: 'Bearer',
  expiresIn: 900,
  account: memberAccount(),
});

/** An `application/problem+json` answer as the API shapes it; `extra` adds its field errors. */
export const problemReply = (
  status: number,
  code: string,
  messageKey: string,
  detail: string,
  extra?: Record<string, unknown>,
) => ({
  status,
  body: { type: 'about:blank', title: code, status, code, messageKey, detail, ...extra },
});

export const problem = (
  status: number,
  code: string,
  detail: string,
  errors?: { field: string; message: string }[],
) =>
  problemReply(
    status,
    code,
    'error.internal',
    detail,
    errors && { errors: errors.map((e) => ({ ...e, code, messageKey: 'error.emailTaken' })) },
  );

const text = (s: string) => ({ ar: s, en: s, ur: s, fa: s, tr: s });

export const oathBlock: CmsBlock = {
  id: 8,
  categoryId: 4,
  key: 'oath',
  order: 2,
  isActive: true,
  title: text('Membership oath'),
  body: text('I swear that my aim is lawful marriage.\n\nAllah is witness to what I say.'),
  image: null,
  link: '/terms-and-conditions',
  data: null,
};
