import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: no formatter made yet, as in a page that has just loaded. */
const freshFormat = async () => {
  vi.resetModules();
  return import('./format');
};

/** Counts the formatters built, each still the real one. */
function counted(kind: 'NumberFormat' | 'DateTimeFormat') {
  const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
    return new Real(...args);
  } as never);
}

const originalTz = process.env.TZ;
afterEach(() => {
  vi.restoreAllMocks();
  process.env.TZ = originalTz;
});

describe("the server's texts for hydration", () => {
  it('are kept while a render records, and read back without building a formatter', async () => {
    process.env.TZ = 'UTC';
    const server = await freshFormat();
    const stop = server.recordFormatted();
    const written = [
      server.formatNumber(1234, 'ar'),
      server.formatCompact(6_000_000, 'ur'),
      server.formatPercent(25, 'fa'),
      server.formatDate('2026-03-01T09:00:00.000Z', 'en'),
    ];
    const texts = stop();
    expect(Object.values(texts).sort()).toEqual([...written].sort());
    // Nothing is kept once the render is over.
    server.formatNumber(99, 'ar');
    expect(Object.keys(texts)).toHaveLength(4);

    const browser = await freshFormat();
    browser.seedFormatted(texts);
    const numberFormat = counted('NumberFormat');
    const dateFormat = counted('DateTimeFormat');
    expect([
      browser.formatNumber(1234, 'ar'),
      browser.formatCompact(6_000_000, 'ur'),
      browser.formatPercent(25, 'fa'),
      browser.formatDate('2026-03-01T09:00:00.000Z', 'en'),
    ]).toEqual(written);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
    // Another value, or the same in other options, is formatted as before.
    expect(browser.formatNumber(1235, 'ar')).toBe('1,235');
    expect(browser.formatNumber(1234, 'ar', { useGrouping: false })).toBe('1234');
    expect(numberFormat).toHaveBeenCalledTimes(2);
  });

  it("writes a moment anew for a reader whose clock is on another offset than the server's", async () => {
    process.env.TZ = 'UTC';
    const server = await freshFormat();
    const stop = server.recordFormatted();
    const late = '2026-03-01T23:30:00.000Z';
    expect(server.formatDate(late, 'en')).toBe('March 1, 2026');
    const texts = stop();

    process.env.TZ = 'Asia/Riyadh';
    const browser = await freshFormat();
    browser.seedFormatted(texts);
    expect(browser.formatDate(late, 'en')).toBe('March 2, 2026');
  });
});

describe('whole numbers under a thousand', () => {
  it("read exactly as each locale's formatter writes them", async () => {
    const { formatNumber } = await freshFormat();
    for (const locale of ['ar', 'en', 'ur', 'fa', 'tr'] as const) {
      const intl = new Intl.NumberFormat(locale === 'fa' ? 'fa' : `${locale}-u-nu-latn`);
      for (let n = 0; n < 1000; n++) expect(formatNumber(n, locale), `${locale} ${n}`).toBe(intl.format(n));
      for (const n of [1000, 12345, -3, 2.5])
        expect(formatNumber(n, locale), `${locale} ${n}`).toBe(intl.format(n));
    }
  });

  it('are written without building a formatter', async () => {
    const { formatNumber } = await freshFormat();
    const numberFormat = counted('NumberFormat');
    expect(formatNumber(27, 'ar')).toBe('27');
    expect(formatNumber(27, 'fa')).toBe('۲۷');
    expect(numberFormat).not.toHaveBeenCalled();
  });
});
