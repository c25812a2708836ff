import { sessionSchema } from '@mawadda/contracts';
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

/** Signs in as staff (or takes a token) and speaks JSON with the bearer token to the site. */
export async function staffClient(
  baseUrl: string,
  credentials: { token: string } | { email: string; password: string },
): Promise<StaffClient> {
  const token =
    'token' in credentials
      ? credentials.token
      : sessionSchema.parse(
          await json(
            await fetch(new URL('/api/auth/login', baseUrl), {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(credentials),
            }),
          ),
        ).token;
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
