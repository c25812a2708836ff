import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@mawadda/kit';
import { SearchIndexUnavailable } from '../src/domain/index-unavailable.js';
import type { SearchIndex } from '../src/index/search-index.js';
import { SqlSearchIndex } from '../src/index/sql/sql-index.js';
import { startSearchApp, type SearchApp } from './support/search-app.js';

/**
 * The index's engine gone (Elasticsearch down): a member's search and the operator's
 * rebuild both answer 503 `search_unavailable` with Retry-After, never a 500. The index here is
 * the SQL one with a switch that makes every call fail as the Elasticsearch adapter does.
 */
let down = false;
function switchable(db: Db): SearchIndex {
  const inner = new SqlSearchIndex(db);
  return new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (down && ['put', 'remove', 'write', 'query', 'clear', 'count'].includes(String(key)))
          return Promise.reject(new SearchIndexUnavailable(new Error('connect ECONNREFUSED')));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

let s: SearchApp;
beforeAll(async () => {
  s = await startSearchApp({ index: ({ db }) => switchable(db as Db) });
});
afterAll(() => s?.close());

describe('search while its index cannot answer', () => {
  it('answers the rebuild routes 503 search_unavailable, not 500', async () => {
    const sara = await s.person({ fullName: 'Sara' });
    const admin = await s.bearer('admin');
    const started = await request(s.app).post('/api/search/admin/rebuilds').set('Authorization', admin);
    expect(started.status).toBe(201);
    down = true;
    try {
      const batch = await request(s.app)
        .post(`/api/search/admin/rebuilds/${started.body.id as string}/batches`)
        .set('Authorization', admin)
        .set('Accept-Language', 'ar')
        .send({
          source: 'profiles',
          items: [{ profile: { ...s.snapshotOf(sara.id), updatedAt: new Date().toISOString() }, lastActiveAt: null }],
        });
      expect(batch.status).toBe(503);
      expect(batch.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(batch.headers['retry-after']).toBeDefined();
      expect(batch.body).toMatchObject({ code: 'search_unavailable', messageKey: 'search.unavailable' });

      const finished = await request(s.app)
        .post(`/api/search/admin/rebuilds/${started.body.id as string}/finish`)
        .set('Authorization', admin);
      expect(finished.status).toBe(503);
      expect(finished.body).toMatchObject({ code: 'search_unavailable' });
    } finally {
      down = false;
    }
  });

  it('answers a member search 503 search_unavailable', async () => {
    const member = await s.person({ fullName: 'Omar', gender: 'male' });
    down = true;
    try {
      const res = await request(s.app).get('/api/search/members').set('Authorization', member.auth);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'search_unavailable' });
    } finally {
      down = false;
    }
  });
});
