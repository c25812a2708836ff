import { loginResponseSchema, secondFactorSessionSchema } from '@mawadda/contracts';
import { totpCode } from '@mawadda/kit';
import type { StaffClient } from './run-rebuild.js';

async function json(res: Response): Promise<unknown> {
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const detail = (body as { detail?: string } | undefined)?.detail ?? res.statusText;
    throw new Error(`${res.status} ${res.url}: ${detail}`);
  }
  return body;
}

/** How long a step keeps trying while the site answers 503 (the search index's engine down). */
export const UNAVAILABLE_PATIENCE_MS = 120_000;

/**
 * Sends, and while the answer is 503 waits what its Retry-After says (5 s if it says nothing) and
 * sends again, for up to `patienceMs`: an index that is restarting holds the rebuild up instead of
 * ending it. Every step of a rebuild is safe to send twice (writes carry revisions).
 */
export async function sendPatiently(
  send: () => Promise<Response>,
  patienceMs = UNAVAILABLE_PATIENCE_MS,
  onWait: (seconds: number) => void = (seconds) =>
    console.error(`search index unavailable; trying again in ${seconds} s`),
): Promise<Response> {
  const started = Date.now();
  for (;;) {
    const res = await send();
    if (res.status !== 503) return res;
    const seconds = Math.min(30, Math.max(1, Number(res.headers.get('retry-after')) || 5));
    if (Date.now() - started + seconds * 1000 > patienceMs) return res;
    await res.arrayBuffer().catch(() => undefined);
    onWait(seconds);
    await new Promise((r) => setTimeout(r, seconds * 1000));
  }
}

/**
 * Staff sign in with their second factor (auth README: Second factor): a code typed by the
 * operator (`totpCode`), or one computed from the account's secret (`totpSecret`, tests).
 */
export interface StaffCredentials {
  email: string;
  password: string;
  totpCode?: string;
  totpSecret?: string;
}

async function signIn(baseUrl: string, credentials: StaffCredentials): Promise<string> {
  const post = async (path: string, body: object) =>
    json(
      await fetch(new URL(path, baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const login = loginResponseSchema.parse(
    await post('/api/auth/login', { email: credentials.email, password: credentials.password }),
  );
  if ('token' in login) return login.token;
  const code = credentials.totpCode ?? (credentials.totpSecret && totpCode(credentials.totpSecret));
  if (login.secondFactor !== 'verify' || !code)
    throw new Error(
      'this staff account needs its second factor: set ADMIN_TOTP_CODE (or sign in once in the console to set it up)',
    );
  return secondFactorSessionSchema.parse(
    await post('/api/auth/login/second-factor', { challenge: login.challenge, code }),
  ).token;
}

/** Signs in as staff (or takes a token) and speaks JSON with the bearer token to the site. */
export async function staffClient(
  baseUrl: string,
  credentials: { token: string } | StaffCredentials,
): Promise<StaffClient> {
  const token = 'token' in credentials ? credentials.token : await signIn(baseUrl, credentials);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    get: async (path) => json(await sendPatiently(() => fetch(new URL(path, baseUrl), { headers }))),
    post: async (path, body) =>
      json(
        await sendPatiently(() =>
          fetch(new URL(path, baseUrl), {
            method: 'POST',
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        ),
      ),
  };
}
