// Staff lists: the admin (signed in by the runner just before this scenario: staff answer a
// second step with a code of their authenticator, which the runner computes) walks the staff console's lists as its
// ra-data-simple-rest provider asks for them (`?filter=&range=&sort=`, web/admin/src/api), each
// first page and, where `Content-Range` says there is more, the next one.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { BASE_URL, DURATION, VUS, commonThresholds, loadData, SUMMARY_TREND_STATS } from '../lib/env.js';
import { summaryHandler } from '../lib/summary.js';

const data = loadData();
if (!data.admin) throw new Error('staff.js needs LOAD_DATA with the admin token (scripts/load/run.ts)');

// web/admin/src/api/resource-urls.ts
const LISTS = [
  '/api/auth/admin/members',
  '/api/profile/admin/moderation',
  '/api/profile/admin/verifications',
  '/api/social/admin/reports',
  '/api/cms/admin/feedback',
  '/api/cms/admin/menus',
  '/api/cms/admin/pages',
  '/api/cms/admin/news',
  '/api/cms/admin/faq',
  '/api/billing/admin/orders',
  '/api/billing/admin/subscriptions',
  '/api/billing/admin/trials',
  '/api/auth/admin/staff',
  '/api/auth/admin/audit',
];
// The plans are a short fixed list the console reads whole (`{ items }`, billing's plan-routes.ts).
const UNPAGED = ['/api/billing/admin/plans'];
const PAGE = 10;

export const options = {
  summaryTrendStats: SUMMARY_TREND_STATS,
  scenarios: {
    staff: { executor: 'constant-vus', vus: Math.max(1, Math.ceil(VUS / 2)), duration: DURATION },
  },
  thresholds: {
    ...commonThresholds({ p95: 500, p99: 1000 }),
    'http_req_duration{name:staff-list}': ['p(95)<500', 'p(99)<1000'],
  },
};

export function setup() {
  return { token: data.admin.token };
}

const listUrl = (path, start) => {
  const q = [
    `filter=${encodeURIComponent('{}')}`,
    `range=${encodeURIComponent(JSON.stringify([start, start + PAGE - 1]))}`,
    `sort=${encodeURIComponent(JSON.stringify(['id', 'DESC']))}`,
  ];
  return `${BASE_URL}${path}?${q.join('&')}`;
};

/** `<resource> start-end/total` → total, or undefined. */
const totalOf = (res) => {
  const m = /\/(\d+)$/.exec(String(res.headers['Content-Range'] || ''));
  return m ? Number(m[1]) : undefined;
};

export default function ({ token }) {
  const params = { headers: { authorization: `Bearer ${token}` }, tags: { name: 'staff-list' } };
  for (const path of LISTS) {
    const first = http.get(listUrl(path, 0), params);
    const total = totalOf(first);
    // One check per list, so a summary names the list that failed.
    check(first, {
      [`${path} answers a page with Content-Range`]: (r) =>
        r.status === 200 && Array.isArray(r.json()) && total !== undefined,
    });
    if (total !== undefined && total > PAGE) {
      const second = http.get(listUrl(path, PAGE), params);
      check(second, { 'the next page answers 200': (r) => r.status === 200 && Array.isArray(r.json()) });
    }
    sleep(0.2);
  }
  for (const path of UNPAGED) {
    const res = http.get(`${BASE_URL}${path}`, params);
    check(res, { [`${path} answers its items`]: (r) => r.status === 200 && Array.isArray(r.json()?.items) });
  }
  sleep(1);
}

export const handleSummary = summaryHandler('staff');
