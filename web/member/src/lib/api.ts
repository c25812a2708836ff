import type { z } from 'zod';
import { problemSchema, type FieldError, type Problem } from '@mawadda/contracts/problem';
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

interface CallOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Every answer is parsed, never cast: a response that does not match is an error. */
  schema?: S;
  signal?: AbortSignal;
}

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time: parallel calls that hit an expired token share it. */
function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })
    .then(async (res) => {
      if (!res.ok) return false;
      const body = (await res.json()) as { token?: string };
      if (!body.token) return false;
      writeToken(body.token);
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

async function send(path: string, options: CallOptions<z.ZodType>): Promise<Response> {
  const headers = sessionHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
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

/** The problem of a failed answer; a body that is not problem+json becomes "Something went wrong". */
export function problemOf(status: number, body: unknown): ApiProblem {
  const parsed = problemSchema.safeParse(body);
  return new ApiProblem(
    parsed.success
      ? parsed.data
      : { ...networkProblem(), status, code: 'http_error', messageKey: 'error.internal' },
  );
}

/** Sends a call with the session, retrying once after a renewed token. */
async function authorized(path: string, options: CallOptions<z.ZodType>): Promise<Response> {
  const res = await send(path, options);
  if (res.status === 401 && readToken() && (await renewSession())) return send(path, options);
  return res;
}

export async function api<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: CallOptions<S> = {},
): Promise<z.output<S>> {
  const res = await authorized(path, options);
  if (res.status === 204) return undefined as z.output<S>;
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw problemOf(res.status, body);
  return options.schema ? options.schema.parse(body) : (body as z.output<S>);
}

/** A file the API answers with (a download), as a Blob. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await authorized(path, { signal });
  if (!res.ok) throw problemOf(res.status, await res.json().catch(() => undefined));
  return res.blob();
}
