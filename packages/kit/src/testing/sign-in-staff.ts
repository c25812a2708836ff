import { TOTP_PERIOD_SECONDS, totpCode, totpStep } from '../auth/totp.js';
import type { RegisterClient } from './register-member.js';

/*
 * Signs staff in unattended for tests, journeys, the demo, fuzzer, load test and benches (services/
 * auth README, Second factor): password then a TOTP code, or enrolment for staff without one. One
 * helper, so one place changes when sign-in does.
 */

/**
 * The base32 TOTP secret the test suites and the demo give their first admin (ADMIN_TOTP_SECRET).
 * Public on purpose, like those admins' passwords: never for a real site (production refuses it).
 */
export const TEST_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPMAWADDA2TESTADMN';

export interface StaffCredentials {
  email: string;
  password: string;
  /** The staff member's TOTP secret; without it, a staff member with a factor cannot sign in. */
  totpSecret?: string;
}

type Answer = Awaited<ReturnType<RegisterClient['post']>>;

export interface StaffSignedIn {
  /** The session's body: `{ token, tokenType, expiresIn, account }`. */
  body: { token: string; account: { id: string; role: string } & Record<string, unknown> } & Record<
    string,
    unknown
  >;
  headers: Answer['headers'];
  /** The refresh cookie of this sign-in (`mawadda_refresh=...`). */
  cookie: string | undefined;
  /** The secret that signs this staff member in next time (the given one, or the one enrolled). */
  totpSecret: string | undefined;
  /** The recovery codes of an enrolment made by this sign-in. */
  recoveryCodes?: string[];
}

/**
 * Signs staff in unattended for tests, journeys, the demo, fuzzer, load test and benches (README of
 * services/auth, Second factor): password then a TOTP code, or enrolment for staff without one. One
 * helper, so one place changes when sign-in does.
 */
const spentSteps = new Map<string, number>();

/**
 * The next code of a secret this process has not spent (for a code typed into the console by a
 * browser test, say): this step's, else the next one's, else it waits for the clock. It counts
 * as spent from here on.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const current = totpStep(Date.now());
  const step = Math.max(current, (spentSteps.get(secret) ?? -1) + 1);
  // Only the current step and the next one are accepted: wait until the step is the next one.
  if (step > current + 1) {
    const ms = (step - 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now() + 100;
    // A code belongs to a window of the real clock, which the server checks: time is the subject.
    // eslint-disable-next-line mawadda-tests/no-sleep
    await new Promise((r) => setTimeout(r, ms));
  }
  spentSteps.set(secret, step);
  return totpCode(secret, step * TOTP_PERIOD_SECONDS * 1000);
}

/** Answers a challenge with the next unspent code of the secret (another process may have spent one). */
async function answerWithCode(client: RegisterClient, challenge: string, secret: string): Promise<Answer> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await client.post('/api/auth/login/second-factor', {
      challenge,
      code: await freshTotpCode(secret),
    });
    const code = (res.body as { code?: string } | undefined)?.code;
    if (!(res.status === 400 && code === 'invalid_code')) return res;
  }
  throw new Error('no code of the TOTP secret was accepted: is it the account’s secret?');
}

const refreshCookieOf = (headers: Answer['headers']) => {
  const cookies = headers['set-cookie'];
  return (Array.isArray(cookies) ? cookies : cookies ? [cookies] : [])
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('mawadda_refresh=') && c.length > 20);
};

const fail = (step: string, res: Answer): never => {
  throw new Error(`${step} answered ${res.status}: ${JSON.stringify(res.body)}`);
};

/**
 * Signs a staff member (or any account) in through the API. An account with no second factor
 * gets its session from `/login`; one with a factor needs `totpSecret`; staff without a factor
 * enrol one, whose secret comes back in `totpSecret`. Throws with the answer on any refusal.
 */
export async function signInStaff(client: RegisterClient, who: StaffCredentials): Promise<StaffSignedIn> {
  const login = await client.post('/api/auth/login', { email: who.email, password: who.password });
  if (login.status !== 200) return fail(`sign-in of ${who.email}`, login);
  const first = login.body as { secondFactor?: 'verify' | 'enrol'; challenge?: string };
  const signedIn = (res: Answer, extra: Partial<StaffSignedIn> = {}): StaffSignedIn => ({
    body: res.body as StaffSignedIn['body'],
    headers: res.headers,
    cookie: refreshCookieOf(res.headers),
    totpSecret: who.totpSecret,
    ...extra,
  });
  if (!first.secondFactor) return signedIn(login);
  if (first.secondFactor === 'verify') {
    if (!who.totpSecret) throw new Error(`${who.email} has a second factor: its TOTP secret is needed`);
    const res = await answerWithCode(client, first.challenge!, who.totpSecret);
    return res.status === 200 ? signedIn(res) : fail('second factor', res);
  }
  const setup = await client.post('/api/auth/login/enrol', { challenge: first.challenge });
  if (setup.status !== 200) return fail('enrolment', setup);
  const { secret } = setup.body as { secret: string };
  const confirmed = await client.post('/api/auth/login/enrol/confirm', {
    challenge: first.challenge,
    code: totpCode(secret),
  });
  if (confirmed.status !== 200) return fail('enrolment confirm', confirmed);
  // The first code is spent by the enrolment: the next sign-in takes a later one.
  spentSteps.set(secret, totpStep(Date.now()));
  const { session, recoveryCodes } = confirmed.body as { session: unknown; recoveryCodes: string[] };
  return {
    body: session as StaffSignedIn['body'],
    headers: confirmed.headers,
    cookie: refreshCookieOf(confirmed.headers),
    totpSecret: secret,
    recoveryCodes,
  };
}
