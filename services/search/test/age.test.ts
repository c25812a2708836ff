import { describe, expect, it } from 'vitest';
import { ageOn } from '../src/domain/age.js';

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
