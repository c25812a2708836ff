/* global __ENV, open */ // k6 globals: the runner's -e variables, and files read in the init context
// What every scenario reads from the runner (scripts/load/run.ts passes each with `-e`), with the
// defaults a hand-run `k6 run` gets. Imported in the init context only.

/** The site under load, e.g. http://127.0.0.1:3000 (no trailing slash). */
export const BASE_URL = (__ENV.LOAD_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
/** `embedded` or `distributed`: only names the summary file. */
export const MODE = __ENV.LOAD_MODE || 'embedded';
/** How long the steady part of a scenario lasts (k6 duration syntax). */
export const DURATION = __ENV.LOAD_DURATION || '20s';
/** Virtual users of a scenario; each scenario scales its own from this. */
export const VUS = Number(__ENV.LOAD_VUS || 4);
/** Chat's virtual users, one conversation each (at most the pairs prepared). */
export const CHAT_VUS = Number(__ENV.LOAD_CHAT_VUS || 10);
/** Messages each chat connection sends (both members in turn) before it closes: one iteration. */
export const CHAT_MESSAGES = Number(__ENV.LOAD_CHAT_MESSAGES || 20);

/**
 * The accounts, ids and pairs the runner prepared through the public API (scripts/load/prepare.ts):
 * `{ admin: {token} (staff scenario only), members: [{id,email,password,gender}], pairs: [{conversationId,
 * a: {id,token}, b: {id,token}}] }`. Scenarios that need none run without it.
 */
export function loadData() {
  if (!__ENV.LOAD_DATA) return { admin: null, members: [], pairs: [] };
  return JSON.parse(open(__ENV.LOAD_DATA));
}

/** The statistics the summaries show for every trend (k6 leaves p99 out by default). */
export const SUMMARY_TREND_STATS = ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)'];

/** The thresholds every scenario holds to, beside its own per-request ones. */
export function commonThresholds({ p95 = 500, p99 = 1000 } = {}) {
  return {
    http_req_failed: ['rate<0.01'],
    http_req_duration: [`p(95)<${p95}`, `p(99)<${p99}`],
    checks: ['rate>0.99'],
  };
}
