import type { DevInboxEntry } from '../messaging/dev-inbox.js';
import { waitForMessageTo } from './dev-inbox-reader.js';
import { poll } from './poll.js';

/**
 * Registering a member through the API, as every test, the e2e journeys and the demo seed do it
 * (services/auth README: registration): the form (202), the two codes read from the dev inbox,
 * the confirm (201, signed in). One helper, so the day registration changes, one place changes.
 */

/** What the helper needs of an HTTP client: a JSON POST (supertest, fetch...). */
export interface RegisterClient {
  post(
    path: string,
    body: unknown,
  ): Promise<{ status: number; body: unknown; headers: Record<string, string | string[] | undefined> }>;
}

/** Finds the newest message of a purpose sent to an address at or after a time. */
export type InboxReader = (to: string, purpose: string, after: Date) => Promise<Pick<DevInboxEntry, 'text'>>;

export const REGISTER_PURPOSES = { email: 'verify.register.email', phone: 'verify.register.phone' } as const;

/** The 6-digit code of a message: the `code=` of a link, or the first six digits standing alone. */
export function codeInMessage(text: string): string {
  const code = /[?&]code=(\d{6})\b/.exec(text)?.[1] ?? /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1];
  if (!code) throw new Error('no 6-digit code in the message');
  return code;
}

/** Reads the dev inbox folder (`<DATA_DIR>/dev-inbox` unless DEV_INBOX_DIR) of a process under test. */
export const folderInbox =
  (dir: string, timeoutMs = 10_000): InboxReader =>
  (to, purpose, after) =>
    waitForMessageTo(dir, to, { purpose, after, timeoutMs });

/**
 * Reads a running site's dev inbox over HTTP (`/dev/inbox.json`, shown by the gateway outside
 * production): for e2e journeys and the demo seed, which run beside the server, not inside it.
 */
export const httpInbox =
  (baseUrl: string, timeoutMs = 10_000): InboxReader =>
  (to, purpose, after) =>
    poll(
      async () => {
        const query = new URLSearchParams({ to, purpose });
        const res = await fetch(`${baseUrl.replace(/\/$/, '')}/dev/inbox.json?${query}`);
        if (!res.ok) return undefined;
        const entries = ((await res.json()) as { messages?: DevInboxEntry[] }).messages ?? [];
        return entries
          .filter(
            (e) =>
              e.to.toLowerCase() === to.toLowerCase() &&
              e.purpose === purpose &&
              new Date(e.sentAt).getTime() >= after.getTime() - 1_000,
          )
          .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
      },
      {
        timeoutMs,
        everyMs: 50,
        fail: () => new Error(`no dev inbox message for ${purpose} arrived in time`),
      },
    );

/** The number as auth stores it and texts it, for the usual ways tests type one (`00971 50...`). */
const asE164 = (phone: string) => phone.replace(/[\s\-()]/g, '').replace(/^00/, '+');

/** A `fetch` client for `RegisterClient`, against a base URL. */
export const fetchClient = (baseUrl: string, headers: Record<string, string> = {}): RegisterClient => ({
  async post(path, body) {
    const res = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const setCookie = res.headers.getSetCookie();
    return {
      status: res.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: { ...Object.fromEntries(res.headers), 'set-cookie': setCookie },
    };
  },
});

export interface RegisteredSession {
  /** The confirm's answer: `{ token, tokenType, expiresIn, account }`. */
  body: { token: string; account: { id: string } & Record<string, unknown> } & Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** The refresh cookie of this sign-in (`mawadda_refresh=...`), as a browser sends it back. */
  cookie: string | undefined;
}

/**
 * Registers and confirms: `form` is the registration body (with `email` and `phone`), `path` the
 * individual (default) or company route. Throws with the answer when a step does not succeed.
 */
export async function registerAndConfirm(
  client: RegisterClient,
  form: { email: string; phone: string } & Record<string, unknown>,
  inbox: InboxReader,
  options: { path?: string } = {},
): Promise<RegisteredSession> {
  const after = new Date(Date.now() - 1_000);
  const started = await client.post(options.path ?? '/api/auth/register', form);
  if (started.status !== 202)
    throw new Error(`registration answered ${started.status}: ${JSON.stringify(started.body)}`);
  const { registrationId } = started.body as { registrationId: string };
  const [mail, sms] = await Promise.all([
    inbox(form.email, REGISTER_PURPOSES.email, after),
    inbox(asE164(form.phone), REGISTER_PURPOSES.phone, after),
  ]);
  const confirmed = await client.post('/api/auth/register/confirm', {
    registrationId,
    emailCode: codeInMessage(mail.text),
    phoneCode: codeInMessage(sms.text),
  });
  if (confirmed.status !== 201)
    throw new Error(`registration confirm answered ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  const cookies = confirmed.headers['set-cookie'];
  return {
    body: confirmed.body as RegisteredSession['body'],
    headers: confirmed.headers,
    cookie: (Array.isArray(cookies) ? cookies : cookies ? [cookies] : [])
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('mawadda_refresh=') && c.length > 20),
  };
}
