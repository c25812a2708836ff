// Members: sign in (the accounts the runner registered through the two-step registration before
// the run), search with filters and follow the cursor to further pages, open the profiles found,
// follow one and take it back (so the run leaves the follows as it found them).
import http from 'k6/http';
import exec from 'k6/execution';
import { check, sleep } from 'k6';
import { BASE_URL, DURATION, VUS, commonThresholds, loadData, SUMMARY_TREND_STATS } from '../lib/env.js';
import { summaryHandler } from '../lib/summary.js';

const data = loadData();
if (!data.members.length) throw new Error('members.js needs LOAD_DATA with members (scripts/load/run.ts)');

export const options = {
  summaryTrendStats: SUMMARY_TREND_STATS,
  scenarios: {
    members: { executor: 'constant-vus', vus: Math.max(1, VUS), duration: DURATION },
  },
  thresholds: {
    ...commonThresholds({ p95: 500, p99: 1000 }),
    // A sign-in hashes the password on purpose (slow by design); the rest must be quick.
    'http_req_duration{name:login}': ['p(95)<1500', 'p(99)<2500'],
    'http_req_duration{name:search}': ['p(95)<500', 'p(99)<1000'],
    'http_req_duration{name:profile}': ['p(95)<500', 'p(99)<1000'],
    'http_req_duration{name:follow}': ['p(95)<500', 'p(99)<1000'],
  },
};

const FILTERS = [
  'ageMin=18&ageMax=60',
  'ageMin=20&ageMax=45&maritalState=single',
  'sort=mostActive&ageMin=18&ageMax=70',
  'smoking=non-smoker',
  'heightMin=150&heightMax=200',
];
const jsonOf = (res) => {
  try {
    return res.json();
  } catch {
    return undefined;
  }
};

export default function () {
  // Each VU goes through the members in turn, so every account signs in over the run.
  const who = data.members[(exec.vu.idInTest + exec.vu.iterationInScenario * VUS) % data.members.length];
  const login = http.post(
    `${BASE_URL}/api/auth/login`,
    JSON.stringify({ email: who.email, password: who.password }),
    {
      headers: { 'content-type': 'application/json' },
      tags: { name: 'login' },
    },
  );
  const signedIn = check(login, {
    'login answers 200 with a token': (r) => r.status === 200 && !!jsonOf(r)?.token,
  });
  if (!signedIn) {
    sleep(1);
    return;
  }
  const auth = { headers: { authorization: `Bearer ${jsonOf(login).token}` } };

  const filter = FILTERS[exec.vu.iterationInScenario % FILTERS.length];
  const found = [];
  let cursor = null;
  for (let page = 0; page < 3; page++) {
    const query = `${filter}&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = http.get(`${BASE_URL}/api/search/members?${query}`, { ...auth, tags: { name: 'search' } });
    const body = jsonOf(res);
    check(res, { 'search answers a page': (r) => r.status === 200 && Array.isArray(body?.items) });
    for (const card of body?.items || []) found.push(card.memberId);
    cursor = body?.next;
    if (!cursor) break;
    sleep(0.3);
  }
  check(found, { 'search finds members': (ids) => ids.length > 0 });

  for (const id of found.filter(Boolean).slice(0, 3)) {
    const res = http.get(`${BASE_URL}/api/profile/${id}`, { ...auth, tags: { name: 'profile' } });
    check(res, { 'a profile view answers 200': (r) => r.status === 200 && jsonOf(r)?.memberId === id });
    sleep(0.3);
  }

  const target = found.filter(Boolean)[Math.floor(Math.random() * Math.min(3, found.length))];
  if (target) {
    const follow = http.post(`${BASE_URL}/api/social/follows/${target}`, null, {
      ...auth,
      tags: { name: 'follow' },
    });
    check(follow, { 'follow answers 200/201': (r) => r.status === 200 || r.status === 201 });
    const undo = http.del(`${BASE_URL}/api/social/follows/${target}`, null, {
      ...auth,
      tags: { name: 'follow' },
    });
    check(undo, { 'unfollow answers 200': (r) => r.status === 200 });
  }
  sleep(1);
}

export const handleSummary = summaryHandler('members');
