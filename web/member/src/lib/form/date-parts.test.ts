import { describe, expect, it } from 'vitest';
import { dayOptions, joinDate, monthOptions, splitDate, yearOptions } from './date-parts';

describe('date parts', () => {
  it('names the Gregorian months in each language (Persian too, whose default calendar is another)', () => {
    const first = (locale: Parameters<typeof monthOptions>[0]) => monthOptions(locale)[0]!.label;
    expect(first('ar')).toBe('يناير');
    expect(first('en')).toBe('January');
    expect(first('ur')).toBe('جنوری');
    expect(first('fa')).toBe('ژانویه');
    expect(first('tr')).toBe('Ocak');
    expect(monthOptions('en').map((m) => m.value)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
  });

  it('writes days and years in the page digits, the years of an 18 to 100 year old', () => {
    expect(dayOptions('fa')[11]).toEqual({ value: '12', label: '۱۲' });
    expect(dayOptions('ar')[11]).toEqual({ value: '12', label: '12' });
    const years = yearOptions('en', { minAge: 18, maxAge: 100 }, new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toEqual({ value: '2008', label: '2008' });
    expect(years.at(-1)!.value).toBe('1925');
  });

  it('keeps a half-picked date, which the date rule then refuses', () => {
    expect(joinDate({ year: '1995', month: '', day: '12' })).toBe('1995--12');
    expect(splitDate('1995--12')).toEqual({ year: '1995', month: '', day: '12' });
    expect(joinDate({ year: '', month: '', day: '' })).toBe('');
  });
});
