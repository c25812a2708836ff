import { describe, expect, it } from 'vitest';
import { addDays, addMonths, DAY_MS, later } from '../../src/domain/calendar.js';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('addMonths (calendar months, clamped to the month’s last day)', () => {
  it('31 January + 1 month is 29 February in a leap year (2028)', () => {
    expect(iso(addMonths(at('2028-01-31T00:00:00.000Z'), 1))).toBe('2028-02-29T00:00:00.000Z');
  });

  it('31 January + 1 month is 28 February in a common year (2027)', () => {
    expect(iso(addMonths(at('2027-01-31T00:00:00.000Z'), 1))).toBe('2027-02-28T00:00:00.000Z');
  });

  it('keeps the time of day to the millisecond', () => {
    expect(iso(addMonths(at('2027-01-31T23:59:59.999Z'), 1))).toBe('2027-02-28T23:59:59.999Z');
    expect(iso(addMonths(at('2027-03-15T08:30:12.345Z'), 6))).toBe('2027-09-15T08:30:12.345Z');
  });

  it('clamps a six-month plan from 31 August to the end of February', () => {
    expect(iso(addMonths(at('2027-08-31T10:00:00.000Z'), 6))).toBe('2028-02-29T10:00:00.000Z');
    expect(iso(addMonths(at('2026-08-31T10:00:00.000Z'), 6))).toBe('2027-02-28T10:00:00.000Z');
  });

  it('clamps to a 30-day month (31 March + 6 months = 30 September)', () => {
    expect(iso(addMonths(at('2027-03-31T10:00:00.000Z'), 6))).toBe('2027-09-30T10:00:00.000Z');
  });

  it('12 months land on the same day a year later, across the year', () => {
    expect(iso(addMonths(at('2027-11-30T10:00:00.000Z'), 12))).toBe('2028-11-30T10:00:00.000Z');
    expect(iso(addMonths(at('2027-12-31T22:00:00.000Z'), 12))).toBe('2028-12-31T22:00:00.000Z');
  });

  it('a year from 29 February is 28 February', () => {
    expect(iso(addMonths(at('2028-02-29T12:00:00.000Z'), 12))).toBe('2029-02-28T12:00:00.000Z');
  });

  it('crosses into the next year month by month', () => {
    expect(iso(addMonths(at('2027-11-15T00:00:00.000Z'), 3))).toBe('2028-02-15T00:00:00.000Z');
    expect(iso(addMonths(at('2027-12-31T00:00:00.000Z'), 1))).toBe('2028-01-31T00:00:00.000Z');
  });

  it('goes back with negative months, clamped too', () => {
    expect(iso(addMonths(at('2027-03-31T00:00:00.000Z'), -1))).toBe('2027-02-28T00:00:00.000Z');
    expect(iso(addMonths(at('2028-01-15T00:00:00.000Z'), -2))).toBe('2027-11-15T00:00:00.000Z');
  });

  it('does not change the date it was given', () => {
    const start = at('2027-01-31T00:00:00.000Z');
    addMonths(start, 1);
    expect(iso(start)).toBe('2027-01-31T00:00:00.000Z');
  });
});

describe('addDays (days of exactly 24 hours, in UTC)', () => {
  it('a day is 86,400,000 ms', () => {
    expect(DAY_MS).toBe(86_400_000);
  });

  it('adds whole days across a month end and a leap day', () => {
    expect(iso(addDays(at('2028-02-20T21:30:00.000Z'), 14))).toBe('2028-03-05T21:30:00.000Z');
    expect(iso(addDays(at('2027-02-20T21:30:00.000Z'), 14))).toBe('2027-03-06T21:30:00.000Z');
  });

  it('goes back with negative days', () => {
    expect(iso(addDays(at('2027-03-01T00:00:00.000Z'), -1))).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('later', () => {
  it('is the later of two instants, either way round', () => {
    const a = at('2027-01-01T00:00:00.000Z');
    const b = at('2027-01-01T00:00:00.001Z');
    expect(later(a, b)).toBe(b);
    expect(later(b, a)).toBe(b);
  });
});
