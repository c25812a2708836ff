import { describe, expect, it } from 'vitest';
import { onlyToolCrashes } from '../tool-crash.js';

// A CI run stopped on a crash inside schemathesis's data generator (a CPython SystemError), with
// every check on our API passing: such a run is tried once more; anything about the API is not.
const report = (cases: string) => `<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="schemathesis" tests="3">
    <testcase name="GET /api/cms/pages" time="0.1" />
    ${cases}
</testsuite></testsuites>`;

const crash = `<testcase name="POST /api/cms/admin/blog" time="0.79">
      <error type="error">Runtime Error

Inconsistent results: A test case failed on the first run but now succeeds</error>
    </testcase>`;

describe('a fuzz run that failed only because the tool crashed', () => {
  it('is one whose only errors are runtime errors and where no check failed', () => {
    expect(onlyToolCrashes(report(crash))).toBe(true);
  });

  it('is not one where a check on the API failed, crash or not', () => {
    const failed = `<testcase name="GET /api/x" time="0.1"><failure type="failure" message="500">Server error</failure></testcase>`;
    expect(onlyToolCrashes(report(crash + failed))).toBe(false);
    expect(onlyToolCrashes(report(failed))).toBe(false);
  });

  it('is not one where the server went away or nothing was reported', () => {
    const network = `<testcase name="GET /api/y" time="0.1"><error type="error">Network Error

Connection refused</error></testcase>`;
    expect(onlyToolCrashes(report(crash + network))).toBe(false);
    expect(onlyToolCrashes(report(''))).toBe(false);
    expect(onlyToolCrashes('')).toBe(false);
  });
});
