import { HttpError } from 'react-admin';
import { currentToken, renewStaffSession } from '../auth/session';

/*
 * Every console call goes through here: the token is added, a 401 is answered once by refreshing
 * and retrying, and a problem+json answer becomes an HttpError carrying the problem's message key,
 * so notifications read in the console's language.
 */

export interface HttpResult {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export interface ProblemBody {
  status?: number;
  code?: string;
  messageKey?: string;
  detail?: string;
  field?: string;
  errors?: { field: string; messageKey: string; params?: Record<string, unknown> }[];
  params?: Record<string, unknown>;
}

function withAuth(init: RequestInit): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  const token = currentToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { credentials: 'same-origin', ...init, headers };
}

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

function toHttpError(status: number, json: unknown): HttpError {
  const problem = (json && typeof json === 'object' ? json : {}) as ProblemBody;
  const key =
    problem.messageKey ?? (status === 401 ? 'ra.notification.logged_out' : 'ra.notification.http_error');
  // react-admin reads `body.errors` as per-field messages of a form: give it field → message key.
  const fieldErrors = problem.errors?.length
    ? Object.fromEntries(
        problem.errors.map((e) => [e.field, { message: e.messageKey, args: e.params ?? {} }]),
      )
    : undefined;
  return new HttpError(key, status, { ...problem, ...(fieldErrors ? { errors: fieldErrors } : {}) });
}

/** fetch with the staff token; the shape ra-data-simple-rest expects of its httpClient. */
export async function httpClient(url: string, init: RequestInit = {}): Promise<HttpResult> {
  let res = await fetch(url, withAuth(init));
  if (res.status === 401 && (await renewStaffSession())) res = await fetch(url, withAuth(init));
  const body = await res.text();
  const json = parse(body);
  if (!res.ok) throw toHttpError(res.status, json);
  return { status: res.status, headers: res.headers, body, json };
}

/** An authenticated API call answering parsed JSON (undefined for an empty body). */
export async function apiFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  return (await httpClient(path, init)).json as T;
}

/** JSON body helpers for the few non-CRUD calls (approve, suspend, …). */
export const jsonBody = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
