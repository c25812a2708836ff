// Guests browsing: what a visitor's browser asks for. The home page's HTML and its hashed assets,
// the seven startup calls the site makes on every first load (web/member/src/app/startup.ts, in
// parallel as the site sends them), content pages, the news list and a post, the FAQ, and the
// site's optimised images (`/_img`, packages/site/src/images). No account needed.
import http from 'k6/http';
import { check, sleep } from 'k6';
import { BASE_URL, DURATION, VUS, commonThresholds, SUMMARY_TREND_STATS } from '../lib/env.js';
import { summaryHandler } from '../lib/summary.js';

const COVERS = [
  '300000-marriages-milestone.jpg',
  'choosing-a-spouse-for-faith-and-character.jpg',
  'involving-the-wali-and-families.jpg',
  'istikhara-before-marriage.jpg',
  'writing-an-honest-profile.jpg',
];
const WIDTHS = [320, 640, 768];

export const options = {
  summaryTrendStats: SUMMARY_TREND_STATS,
  scenarios: {
    guests: { executor: 'constant-vus', vus: Math.max(1, VUS * 2), duration: DURATION },
  },
  thresholds: {
    ...commonThresholds({ p95: 500, p99: 1000 }),
    'http_req_duration{name:startup}': ['p(95)<500', 'p(99)<1000'],
    'http_req_duration{name:home}': ['p(95)<500'],
    'http_req_duration{name:content}': ['p(95)<500'],
    // A cold variant is rendered by sharp once and kept on disk; the rest are file reads.
    'http_req_duration{name:image}': ['p(95)<800', 'p(99)<2000'],
    'http_req_duration{name:asset}': ['p(95)<300'],
  },
};

const json = (res) => {
  try {
    return res.json();
  } catch {
    return undefined;
  }
};

/** Reads once what every iteration asks for: the hashed asset URLs of the built site and some slugs. */
export function setup() {
  const home = http.get(`${BASE_URL}/`, { tags: { name: 'home' } });
  const assets = [...new Set((home.body || '').match(/\/assets\/[A-Za-z0-9._-]+\.(?:js|css)/g) || [])];
  const pages = json(
    http.get(`${BASE_URL}/api/cms/page-titles?categoryId=0&pageSize=50`, { tags: { name: 'startup' } }),
  );
  const news = json(http.get(`${BASE_URL}/api/cms/news?limit=10`, { tags: { name: 'content' } }));
  const pageItems = Array.isArray(pages) ? pages : pages?.items || [];
  return {
    assets,
    pageSlugs: pageItems
      .map((p) => p.slug)
      .filter(Boolean)
      .slice(0, 10),
    newsSlugs: (news?.items || []).map((p) => p.slug).filter(Boolean),
  };
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

export default function (data) {
  const home = http.get(`${BASE_URL}/`, { tags: { name: 'home' } });
  check(home, {
    'home is HTML': (r) => r.status === 200 && String(r.headers['Content-Type']).includes('text/html'),
  });

  const startup = http.batch(
    [
      '/api/cms/menus?categoryId=1',
      '/api/cms/menus?categoryId=3',
      '/api/cms/menus?categoryId=1&menuId=2',
      '/api/cms/blocks?categoryId=15',
      '/api/cms/blocks?categoryId=9',
      '/api/cms/blocks?categoryId=4',
      '/api/cms/page-titles?categoryId=0&pageSize=50',
    ].map((path) => ['GET', `${BASE_URL}${path}`, null, { tags: { name: 'startup' } }]),
  );
  check(startup, { 'the seven startup calls answer 200': (rs) => rs.every((r) => r.status === 200) });

  if (data.assets.length) {
    const asset = http.get(`${BASE_URL}${pick(data.assets)}`, { tags: { name: 'asset' } });
    check(asset, { 'a hashed asset answers 200': (r) => r.status === 200 && r.body.length > 0 });
  }
  sleep(0.5);

  const faq = http.get(`${BASE_URL}/api/cms/faq`, { tags: { name: 'content' } });
  check(faq, { 'faq answers 200': (r) => r.status === 200 });
  const news = http.get(`${BASE_URL}/api/cms/news?limit=10`, { tags: { name: 'content' } });
  check(news, { 'news list answers 200': (r) => r.status === 200 && Array.isArray(json(r)?.items) });
  if (data.newsSlugs.length) {
    const post = http.get(`${BASE_URL}/api/cms/news/${pick(data.newsSlugs)}`, { tags: { name: 'content' } });
    check(post, { 'a news post answers 200': (r) => r.status === 200 });
  }
  if (data.pageSlugs.length) {
    const page = http.get(`${BASE_URL}/api/cms/pages/${pick(data.pageSlugs)}`, { tags: { name: 'content' } });
    check(page, { 'a content page answers 200': (r) => r.status === 200 });
  }

  const src = encodeURIComponent(`/images/covers/${pick(COVERS)}`);
  const image = http.get(`${BASE_URL}/_img?src=${src}&w=${pick(WIDTHS)}&q=80&f=webp`, {
    tags: { name: 'image' },
  });
  check(image, {
    'an image answers webp': (r) =>
      r.status === 200 && String(r.headers['Content-Type']).includes('image/webp'),
  });
  sleep(1);
}

export const handleSummary = summaryHandler('guests');
