import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { writeToken } from '../app/token-store';
import { stubFetch } from '../test/render';
import { api, ApiProblem } from './api';

afterEach(() => writeToken(null));

describe('api()', () => {
  it('parses an answer with the schema the call gives', async () => {
    stubFetch({ 'GET /api/thing': () => ({ body: { n: 1 } }) });
    await expect(api('/thing', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
  });

  it('refuses an answer that does not match the schema', async () => {
    stubFetch({ 'GET /api/thing': () => ({ body: { n: 'one' } }) });
    await expect(api('/thing', { schema: z.object({ n: z.number() }) })).rejects.toThrow();
  });

  it('takes a 204 for a call without a schema, and refuses a body there', async () => {
    stubFetch({
      'POST /api/quiet': () => ({ status: 204 }),
      'POST /api/talkative': () => ({ body: { surprise: true } }),
    });
    await expect(api('/quiet', { method: 'POST' })).resolves.toBeUndefined();
    await expect(api('/talkative', { method: 'POST' })).rejects.toBeInstanceOf(ApiProblem);
  });

  it('renews an expired token with the refresh answer and sends the call again', async () => {
    writeToken('old');
    const calls = stubFetch({
      'GET /api/thing': (_body, url) => ({ status: url.search ? 200 : 401 }),
      'POST /api/auth/refresh': () => ({ body: { token: 'new', tokenType: 'Bearer' } }),
    });
    // The stub answers by path only: the second call carries the new token.
    globalThis.fetch = ((orig) => (input: RequestInfo | URL, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('Authorization');
      const url =
        String(input).startsWith('/api/thing') && auth === 'Bearer new' ? '/api/thing?again' : input;
      return orig(url, init);
    })(globalThis.fetch);
    await expect(api('/thing', { schema: z.object({}) })).resolves.toEqual({});
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'GET /api/thing',
      'POST /api/auth/refresh',
      'GET /api/thing?again',
    ]);
  });
});
