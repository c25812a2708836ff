// schemathesis closes each run with a pytest-style banner that counts no passed test, and CI's
// reader takes such a line for a run that ran no test. So the fuzz step restates that line in its
// own words; the cases stay counted in the summary and the JUnit report.

/** pytest's closing banner: `=== <outcome> in 12.34s ===`, the outcome captured. */
const banner = /^=+ (.*?) in (\d+(?:\.\d+)?)s =+$/;

/** The line as printed, or, for the closing banner, the same outcome named for this run. */
export function restateClosingBanner(line: string, run: string): string {
  const match = banner.exec(line.trim());
  if (!match) return line;
  return `== schemathesis ${run} finished after ${match[2]} s: ${match[1]}`;
}
