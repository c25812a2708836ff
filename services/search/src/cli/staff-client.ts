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
    get: async (path) => json(await fetch(new URL(path, baseUrl), { headers })),
    post: async (path, body) =>
      json(
        await fetch(new URL(path, baseUrl), {
          method: 'POST',
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
  };
}
