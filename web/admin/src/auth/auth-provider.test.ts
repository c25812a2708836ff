import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../api/api';
import { authProvider, NOT_STAFF_KEY, SecondFactorNeeded } from './auth-provider';
import { clearSession, currentToken } from './session';

const account = (role: string) => ({
  id: `acc-${role}`,
  kind: role === 'member' ? 'individual' : 'staff',
  role,
  status: 'active',
  email: `${role}@example.com`,
  phone: null,
  fullName: `A ${role}`,
  gender: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const session = (role: string, token: string) => ({
  token,
  tokenType: 'Bearer',
  expiresIn: 900,
  account: account(role),
});
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

type Call = { url: string; method: string; auth: string | null };

/** A fake API: answers by path from `routes`, and records every call with its bearer token. */
function fakeApi(routes: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const call = {
        url,
        method: init.method ?? 'GET',
        auth: new Headers(init.headers).get('Authorization'),
      };
      calls.push(call);
      const route = routes[`${call.method} ${url.split('?')[0]}`];
      return route ? route(call) : json(404, { messageKey: 'error.notFound' });
    }),
  );
  return calls;
}

beforeEach(() => clearSession());
afterEach(() => vi.unstubAllGlobals());

describe('authProvider', () => {
  it('keeps the access token in memory only and sends it with API calls', async () => {
    const calls = fakeApi({
      'POST /api/auth/login': () => json(200, session('moderator', 'tok-1')),
      'GET /api/x': () => json(200, { ok: true }),
    });
    await authProvider.login({ email: 'moderator@example.com', password: 'secret-pass' });

    expect(currentToken()).toBe('tok-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-1');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('tok-1');
    expect(document.cookie).not.toContain('tok-1');
    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: true });
    expect(calls.at(-1)).toMatchObject({ url: '/api/x', auth: 'Bearer tok-1' });
    expect(await authProvider.getPermissions!({})).toBe('moderator');
  });

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const calls = fakeApi({
      'POST /api/auth/login': () => json(200, session('admin', 'old')),
      'POST /api/auth/refresh': () => json(200, session('admin', 'new')),
      'GET /api/x': (c) =>
        c.auth === 'Bearer new' ? json(200, { ok: 1 }) : json(401, { messageKey: 'error.sessionExpired' }),
    });
    await authProvider.login({ email: 'admin@example.com', password: 'secret-pass' });

    await expect(apiFetch('/api/x')).resolves.toEqual({ ok: 1 });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.auth ?? ''}`.trim())).toEqual([
      'POST /api/auth/login',
      'GET /api/x Bearer old',
      'POST /api/auth/refresh',
      'GET /api/x Bearer new',
    ]);
    expect(currentToken()).toBe('new');
  });

  it('gives up with an HttpError when the refresh fails too, and checkError then signs out', async () => {
    fakeApi({
      'POST /api/auth/login': () => json(200, session('admin', 'old')),
      'POST /api/auth/refresh': () => json(401, { messageKey: 'error.sessionExpired' }),
      'GET /api/x': () => json(401, { messageKey: 'error.sessionExpired' }),
    });
    await authProvider.login({ email: 'admin@example.com', password: 'secret-pass' });

    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'error.sessionExpired' });
    await expect(authProvider.checkError!(error)).rejects.toBeDefined();
    expect(currentToken()).toBeNull();
  });

  it('restores a staff session from the refresh cookie on start', async () => {
    fakeApi({ 'POST /api/auth/refresh': () => json(200, session('admin', 'from-cookie')) });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(currentToken()).toBe('from-cookie');
  });

  it('refuses a member who signs in, and ends the session just made', async () => {
    const calls = fakeApi({
      'POST /api/auth/login': () => json(200, session('member', 'member-token')),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await expect(
      authProvider.login({ email: 'member@example.com', password: 'secret-pass' }),
    ).rejects.toThrow(NOT_STAFF_KEY);

    expect(currentToken()).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/logout',
    ]);
    await expect(authProvider.getPermissions!({})).resolves.toBeUndefined();
  });

  it('does not adopt a member session found in the shared refresh cookie', async () => {
    const calls = fakeApi({ 'POST /api/auth/refresh': () => json(200, session('member', 'member-token')) });
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    expect(currentToken()).toBeNull();
    // …nor signs that member out of the member site.
    await authProvider.logout({});
    expect(calls.some((c) => c.url === '/api/auth/logout')).toBe(false);
  });

  it('passes the API problem key on a failed sign-in', async () => {
    fakeApi({ 'POST /api/auth/login': () => json(401, { messageKey: 'error.invalidCredentials' }) });
    await expect(authProvider.login({ email: 'x@example.com', password: 'nope-nope' })).rejects.toThrow(
      'error.invalidCredentials',
    );
  });

  it('keeps no session for a staff password alone: the second step, with its challenge', async () => {
    fakeApi({
      'POST /api/auth/login': () => json(200, { secondFactor: 'verify', challenge: 'ch-1', expiresIn: 300 }),
    });
    const refused = await authProvider
      .login({ email: 'admin@example.com', password: 'secret-pass' })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SecondFactorNeeded);
    expect(refused).toMatchObject({ step: 'verify', challenge: 'ch-1' });
    expect(currentToken()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('adopts the session the second step opened, a staff one only', async () => {
    fakeApi({ 'POST /api/auth/logout': () => new Response(null, { status: 204 }) });
    await authProvider.login({ session: session('admin', 'after-code') });
    expect(currentToken()).toBe('after-code');
    clearSession();
    await expect(authProvider.login({ session: session('member', 'm') })).rejects.toThrow(NOT_STAFF_KEY);
    expect(currentToken()).toBeNull();
  });
});
