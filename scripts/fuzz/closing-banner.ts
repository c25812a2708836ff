// schemathesis closes each run as pytest does: `===== 3 warnings in 46.94s =====`. CI's reader
// takes a line of that shape for a pytest run's closing line, and one that counts no passed test
// (schemathesis counts cases elsewhere) made it judge the whole CI run as having run no test,
// though every suite ran. So the fuzz step restates that line in its own words; the cases stay
// counted in the summary above it and in the JUnit report.

/** pytest's closing banner: `=== <outcome> in 12.34s ===`, the outcome captured. */
const banner = /^=+ (.*?) in (\d+(?:\.\d+)?)s =+$/;

/** The line as printed, or, for the closing banner, the same outcome named for this run. */
export function restateClosingBanner(line: string, run: string): string {
  const match = banner.exec(line.trim());
  if (!match) return line;
  return `== schemathesis ${run} finished after ${match[2]} s: ${match[1]}`;
}
