import type { z } from 'zod';
import type { FieldError, Problem } from '@mawadda/contracts/problem';
import { i18n } from '../i18n/i18n';
import { readToken, writeToken } from '../app/token-store';

/** A failed call as the API described it (problem+json), or a network failure. */
export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
    this.name = 'ApiProblem';
  }
  get status() {
    return this.problem.status;
  }
  get fieldErrors(): FieldError[] {
    return this.problem.errors ?? [];
  }
}

export const networkProblem = (): Problem => ({
  type: 'about:blank',
  title: 'Network error',
  status: 0,
  code: 'network',
  messageKey: 'error.unavailable',
  detail: 'network',
});

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** A call that answers with a body says what the body is: it is parsed, never cast. */
interface ParsedCallOptions<S extends z.ZodType> extends CallOptions {
  schema: S;
}

/** An abandoned call (the page left, the query was cancelled): never a failure to show. */
export const isAbortError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/**
 * The token of what the refresh call answers, the one field this client reads of it. Read by hand:
 * the whole session schema (contracts/auth) would bring the phone rules into the first screen's
 * bundle, and any schema here would bring zod into it (below).
 */
const refreshedToken = (body: unknown): string | undefined => {
  const token = (body as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'string' && token !== '' ? token : undefined;
};

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time: parallel calls that hit an expired token share it. */
function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })
    .then(async (res) => {
      if (!res.ok) return false;
      const token = refreshedToken(await res.json().catch(() => undefined));
      if (!token) return false;
      writeToken(token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** What every call sends: JSON wanted, in the page's language, with the session if there is one. */
export function sessionHeaders(): Record<string, string> {
  const token = readToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'ar',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Where calls go: this page's own origin in a browser. The server renderer (entry-server.tsx)
 * points a render's reads at the gateway that received the request.
 */
let apiOrigin: () => string = () => '';
export const setApiOrigin = (origin: () => string) => {
  apiOrigin = origin;
};

async function send(path: string, options: CallOptions): Promise<Response> {
  const headers = sessionHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`${apiOrigin()}/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if (isAbortError(err)) throw err;
    throw new ApiProblem(networkProblem());
  }
}

/**
 * After a 401 on a call that carried a token: the short-lived access token ran out, so the
 * refresh cookie is traded once (shared with every call in flight). False, and the member is
 * signed out, when that fails. Uploads (XMLHttpRequest) follow the same rule through this.
 */
export async function renewSession(): Promise<boolean> {
  if (await refreshSession()) return true;
  writeToken(null);
  return false;
}

/**
 * The problem of a failed answer; a body that is not problem+json becomes "Something went wrong".
 * The schema (and zod with it) loads with the first failure, so a hydrating page evaluates no zod
 * at start-up before the member acts.
 */
export async function problemOf(status: number, body: unknown): Promise<ApiProblem> {
  // A schema that cannot load (a release replaced the chunks) leaves the generic problem.
  const contract = await import('@mawadda/contracts/problem').catch(() => undefined);
  const parsed = contract?.problemSchema.safeParse(body);
  return new ApiProblem(
    parsed?.success
      ? parsed.data
      : { ...networkProblem(), status, code: 'http_error', messageKey: 'error.internal' },
  );
}

/** Sends a call with the session, retrying once after a renewed token. */
async function authorized(path: string, options: CallOptions): Promise<Response> {
  const res = await send(path, options);
  if (res.status === 401 && readToken() && (await renewSession())) return send(path, options);
  return res;
}

/** A call that answers with a body: the body parsed by `schema` (an answer that does not match is an error). */
export function api<S extends z.ZodType>(path: string, options: ParsedCallOptions<S>): Promise<z.output<S>>;
/**
 * A call that answers with no body (204): it resolves to nothing, and an answer that does carry a
 * body is an error, so a body is never dropped unread (give the call a schema instead).
 */
export function api(path: string, options?: CallOptions): Promise<void>;
export async function api(
  path: string,
  options: CallOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const res = await authorized(path, options);
  if (!res.ok) throw await problemOf(res.status, await res.json().catch(() => undefined));
  if (options.schema) return options.schema.parse(await res.json().catch(() => undefined));
  if (res.status !== 204 && (await res.text()) !== '') throw await problemOf(res.status, undefined);
}

/** A file the API answers with (a download), as a Blob. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await authorized(path, { signal });
  if (!res.ok) throw await problemOf(res.status, await res.json().catch(() => undefined));
  return res.blob();
}
