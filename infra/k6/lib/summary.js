/* global __ENV */ // k6 global: the runner's -e variables
// A readable end-of-run summary (printed) and the full k6 summary kept as JSON in
// artifacts/load/<mode>-<scenario>.json (the runner passes LOAD_SUMMARY_FILE). k6's own text
// summary lives in a jslib fetched from the internet at run time, so this one is written here.

const ms = (v) => (v === undefined ? '-' : `${v.toFixed(1)} ms`);
const pct = (v) => (v === undefined ? '-' : `${(v * 100).toFixed(2)} %`);

function thresholdLines(data) {
  const lines = [];
  for (const [name, metric] of Object.entries(data.metrics)) {
    for (const [expr, result] of Object.entries(metric.thresholds || {}))
      lines.push(`    ${result.ok ? 'ok    ' : 'FAILED'} ${name}: ${expr}`);
  }
  return lines.sort();
}

function trendLine(name, metric) {
  const v = metric.values;
  return (
    `    ${name.padEnd(44)} avg ${ms(v.avg).padStart(10)}  p50 ${ms(v.med).padStart(10)}` +
    `  p95 ${ms(v['p(95)']).padStart(10)}  p99 ${ms(v['p(99)']).padStart(10)}  max ${ms(v.max).padStart(10)}`
  );
}

/** Every check that failed at least once, with its passes and fails (all groups). */
function failedChecks(group, lines = []) {
  for (const c of Object.values(group.checks || {}))
    if (c.fails > 0) lines.push(`    check failed ${c.fails}× (passed ${c.passes}×): ${c.name}`);
  for (const g of Object.values(group.groups || {})) failedChecks(g, lines);
  return lines;
}

/** Per-request trends (`http_req_duration{name:…}`) and custom trends, then the totals. */
export function readableSummary(scenario, data) {
  const m = data.metrics;
  const failed = Object.values(m).some((metric) => Object.values(metric.thresholds || {}).some((t) => !t.ok));
  const lines = [
    '',
    `  load: ${scenario} (${__ENV.LOAD_MODE || 'embedded'}) against ${__ENV.LOAD_URL || 'http://127.0.0.1:3000'}` +
      `: ${failed ? 'THRESHOLDS FAILED' : 'all thresholds met'}`,
  ];
  const reqs = m.http_reqs?.values;
  if (reqs)
    lines.push(
      `    requests ${reqs.count} (${reqs.rate.toFixed(1)}/s), failed ${pct(m.http_req_failed?.values.rate)},` +
        ` checks ${pct(m.checks?.values.rate)}, iterations ${m.iterations?.values.count ?? 0}`,
    );
  else if (m.checks)
    lines.push(`    checks ${pct(m.checks.values.rate)}, iterations ${m.iterations?.values.count ?? 0}`);
  for (const [name, metric] of Object.entries(m).sort(([a], [b]) => a.localeCompare(b))) {
    const perRequest = name.startsWith('http_req_duration');
    const custom =
      metric.type === 'trend' &&
      !name.startsWith('http_req_') &&
      !name.startsWith('iteration_') &&
      !name.startsWith('ws_') &&
      name !== 'group_duration';
    if (perRequest || custom) lines.push(trendLine(name, metric));
    else if (
      metric.type === 'counter' &&
      !name.startsWith('http_') &&
      !name.startsWith('data_') &&
      !['iterations', 'ws_msgs_sent', 'ws_msgs_received', 'ws_sessions'].includes(name)
    )
      lines.push(`    ${name.padEnd(44)} ${metric.values.count} (${metric.values.rate.toFixed(1)}/s)`);
  }
  lines.push(...failedChecks(data.root_group));
  lines.push('  thresholds:', ...thresholdLines(data), '');
  return lines.join('\n');
}

/** The scenario's `handleSummary`: the readable summary on stdout, the whole of it as JSON. */
export function summaryHandler(scenario) {
  return (data) => {
    const out = { stdout: `${readableSummary(scenario, data)}\n` };
    if (__ENV.LOAD_SUMMARY_FILE) out[__ENV.LOAD_SUMMARY_FILE] = JSON.stringify(data, null, 2);
    return out;
  };
}
