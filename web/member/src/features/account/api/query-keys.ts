/** The account's reads in the query cache. `me` is the same entry /verification reads and writes. */
export const ACCOUNT_KEYS = {
  me: ['auth', 'me'],
  sessions: ['auth', 'me', 'sessions'],
  twoFactor: ['auth', 'me', 'two-factor'],
} as const;
