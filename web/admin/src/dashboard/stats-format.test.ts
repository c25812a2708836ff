import { describe, expect, it } from 'vitest';
import { dayLabel, formatDuration, formatMoney } from './stats-format';
import { lastDays } from './stats-range';

describe('dashboard figures', () => {
  it('say a wait in the unit that reads well', () => {
    // The unit's short form is the platform's (ICU): "40 sec" or "40 secs".
    expect(formatDuration(40, 'en')).toMatch(/^40 sec/);
    expect(formatDuration(35 * 60, 'en')).toMatch(/^35 min/);
    expect(formatDuration(5 * 3600, 'en')).toMatch(/^5 hr/);
    expect(formatDuration(90 * 60, 'en')).toMatch(/^90 min/);
    expect(formatDuration(3 * 86_400, 'en')).toMatch(/^3 day/);
  });

  it('show money with fils only when there are some', () => {
    expect(formatMoney(49_900, 'en')).toMatch(/^AED\s499$/);
    expect(formatMoney(123_450, 'en')).toMatch(/^AED\s1,234\.50$/);
    expect(formatMoney(0, 'en')).not.toContain('.00');
  });

  it('name days in the console’s language, with Latin digits', () => {
    expect(dayLabel('2026-03-07', 'en')).toBe('7 Mar');
    expect(dayLabel('2026-03-07', 'ar')).toMatch(/^7 مارس$/);
  });

  it('count whole UTC days up to today', () => {
    expect(lastDays(new Date('2026-03-07T23:30:00Z'), 7)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(lastDays(new Date('2026-03-01T01:00:00Z'), 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
