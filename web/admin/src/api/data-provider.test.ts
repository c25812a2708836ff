import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, RESOURCE_URLS } from './data-provider';

const calls: { url: string; init: RequestInit }[] = [];

function answer(body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    }),
  );
}

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

const decoded = (url: string) => {
  const u = new URL(url, 'http://console.test');
  return { path: u.pathname, params: Object.fromEntries(u.searchParams) };
};

describe('dataProvider', () => {
  it('lists a resource at its service URL in simple-rest form and reads the total from Content-Range', async () => {
    answer([{ id: 'a' }, { id: 'b' }], { 'Content-Range': 'members 0-1/57' });
    const result = await dataProvider.getList('members', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'suspended', q: 'sara' },
    });

    expect(result).toEqual({ data: [{ id: 'a' }, { id: 'b' }], total: 57 });
    expect(decoded(calls[0]!.url)).toEqual({
      path: '/api/auth/admin/members',
      params: {
        filter: JSON.stringify({ status: 'suspended', q: 'sara' }),
        range: '[25,49]',
        sort: '["createdAt","DESC"]',
      },
    });
  });

  it.each([
    ['moderation', '/api/profile/admin/moderation'],
    ['verifications', '/api/profile/admin/verifications'],
    ['reports', '/api/social/admin/reports'],
    ['feedback', '/api/cms/admin/feedback'],
    ['faq', '/api/cms/admin/faq'],
    ['questions', '/api/match/admin/questions'],
    ['plans', '/api/billing/admin/plans'],
    ['trials', '/api/billing/admin/trials'],
    ['staff', '/api/auth/admin/staff'],
    ['audit', '/api/auth/admin/audit'],
  ])('maps %s to %s', async (resource, path) => {
    answer({ id: 'x1' });
    await dataProvider.getOne(resource, { id: 'x1' });
    expect(calls[0]!.url).toBe(`${path}/x1`);
  });

  it('has a URL under /api for every resource of the console', () => {
    for (const url of Object.values(RESOURCE_URLS))
      expect(url).toMatch(/^\/api\/(auth|profile|social|cms|billing|match)\/admin\/[a-z]+$/);
    expect(Object.keys(RESOURCE_URLS).sort()).toEqual(
      [
        'audit',
        'blocks',
        'blog',
        'faq',
        'feedback',
        'members',
        'menus',
        'moderation',
        'news',
        'orders',
        'pages',
        'plans',
        'questions',
        'reports',
        'staff',
        'stories',
        'subscriptions',
        'trials',
        'verifications',
      ].sort(),
    );
  });

  it('updates with PUT and JSON at the resource URL', async () => {
    answer({ id: 'f1', status: 'answered' });
    await dataProvider.update('feedback', {
      id: 'f1',
      data: { reply: 'Thanks' },
      previousData: { id: 'f1' },
    });
    expect(calls[0]!.url).toBe('/api/cms/admin/feedback/f1');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ reply: 'Thanks' });
  });

  it('filters reports of one member by reference (reports by and against a member)', async () => {
    answer([], { 'Content-Range': 'reports 0-0/0' });
    await dataProvider.getManyReference('reports', {
      target: 'reporterId',
      id: 'm-9',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(decoded(calls[0]!.url).params.filter).toBe(JSON.stringify({ reporterId: 'm-9' }));
  });

  it('refuses a list without Content-Range rather than inventing a total', async () => {
    answer([]);
    await expect(
      dataProvider.getList('reports', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow(/Content-Range/);
  });

  it('posts moderation decisions to the profile service', async () => {
    answer({ id: 'm1', status: 'rejected' });
    await dataProvider.rejectModeration('m1', { reason: 'low_quality', note: 'blurry' });
    expect(calls[0]!.url).toBe('/api/profile/admin/moderation/m1/reject');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ reason: 'low_quality', note: 'blurry' });
  });
});
