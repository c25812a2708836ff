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

const networkProblem = (): Problem => ({
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

async function send(path: string, options: CallOptions<z.ZodType>): Promise<Response> {
  const token = readToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'ar',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
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

export async function api<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: CallOptions<S> = {},
): Promise<z.output<S>> {
  let res = await send(path, options);
  if (res.status === 401 && readToken()) {
    // The short-lived access token ran out: trade the refresh cookie once, then try again.
    if (await refreshSession()) res = await send(path, options);
    else writeToken(null);
  }
  if (res.status === 204) return undefined as z.output<S>;
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) {
    const parsed = problemSchema.safeParse(body);
    throw new ApiProblem(
      parsed.success
        ? parsed.data
        : { ...networkProblem(), status: res.status, code: 'http_error', messageKey: 'error.internal' },
    );
  }
  return options.schema ? options.schema.parse(body) : (body as z.output<S>);
}
