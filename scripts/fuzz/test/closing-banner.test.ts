import { describe, expect, it } from 'vitest';
import { restateClosingBanner } from '../closing-banner.js';

// CI's reader judged two green runs as "ran no test" on schemathesis's pytest-shaped closing line.
const pytestClosing = /^=+ .* in [\d.]+s =+$|^\s*(\d+ \w+(, )?)+ in [\d.]+s\s*$/;

describe('the fuzz run restating schemathesis closing line', () => {
  it('leaves no pytest-shaped closing line, and keeps what it said', () => {
    const line = '============================= 3 warnings in 46.94s =============================';
    const restated = restateClosingBanner(line, 'member');
    expect(restated).toBe('== schemathesis member finished after 46.94 s: 3 warnings');
    expect(restated).not.toMatch(pytestClosing);
  });

  it('restates a run with failures the same way', () => {
    expect(restateClosingBanner('===== 2 failures, 1 warning in 3.10s =====', 'admin')).toBe(
      '== schemathesis admin finished after 3.10 s: 2 failures, 1 warning',
    );
  });

  it('passes every other line through as printed, the summary header too', () => {
    for (const line of ['=================== SUMMARY ===================', '  9711 generated, 9711 passed', '']) {
      expect(restateClosingBanner(line, 'member')).toBe(line);
    }
  });
});
