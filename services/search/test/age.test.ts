import { describe, expect, it } from 'vitest';
import { ageOn, birthRangeFor } from '../src/domain/age.js';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("a card's age", () => {
  it.each([
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-06-15', 36],
    ['1990-06-15', '2026-12-31', 36],
    ['1990-12-31', '2027-01-01', 36],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['2008-11-27', '2026-11-27', 18],
    ['2008-11-28', '2026-11-27', 17],
  ])('born %s is, on %s, %i whole years old', (birth, on, age) => {
    expect(ageOn(birth, day(on))).toBe(age);
  });

  it('reads a date not written in full the same way', () => {
    expect(ageOn('1990-6-5', day('2026-06-04'))).toBe(35);
    expect(ageOn('1990-6-5', day('2026-06-05'))).toBe(36);
  });
});

describe('an age range as birth dates', () => {
  it('moves with the day, whatever it kept from the day before', () => {
    expect(birthRangeFor({ min: 18, max: 30 }, day('2026-11-27'))).toEqual({
      bornOnOrBefore: '2008-11-27',
      bornAfter: '1995-11-27',
    });
    expect(birthRangeFor({ min: 18, max: 30 }, new Date('2026-11-27T23:59:59Z')).bornOnOrBefore).toBe(
      '2008-11-27',
    );
    expect(birthRangeFor({ min: 18, max: 30 }, new Date('2026-11-28T00:00:00Z'))).toEqual({
      bornOnOrBefore: '2008-11-28',
      bornAfter: '1995-11-28',
    });
  });

  it('keeps each range apart, an open end included, and 29 February falls back to the 28th', () => {
    expect(birthRangeFor({ min: 20 }, day('2024-02-29'))).toEqual({
      bornOnOrBefore: '2004-02-29',
      bornAfter: undefined,
    });
    expect(birthRangeFor({ max: 20 }, day('2024-02-29'))).toEqual({
      bornOnOrBefore: undefined,
      bornAfter: '2003-02-28',
    });
    expect(birthRangeFor({}, day('2024-02-29'))).toEqual({ bornOnOrBefore: undefined, bornAfter: undefined });
  });
});
