import { describe, expect, it } from 'vitest';
import { ONLINE_WINDOW_MS, presenceOf, profileValueLabel } from '../src/index.js';

const NOW = Date.parse('2026-11-29T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('presence', () => {
  it('is online only with a live tab (a heartbeat within the window)', () => {
    expect(presenceOf({ liveAt: ago(MINUTE), lastActiveAt: ago(MINUTE) }, NOW)).toBe('online');
    expect(presenceOf({ liveAt: ago(ONLINE_WINDOW_MS - 1), lastActiveAt: null }, NOW)).toBe('online');
    expect(presenceOf({ liveAt: ago(ONLINE_WINDOW_MS), lastActiveAt: null }, NOW)).toBe('today');
  });

  it('never says online from other activity, however recent (a request, a registration)', () => {
    expect(presenceOf({ lastActiveAt: ago(0) }, NOW)).toBe('today');
    expect(presenceOf({ liveAt: null, lastActiveAt: ago(10_000) }, NOW)).toBe('today');
  });

  it('is active today within 24 hours, this week within 7 days, and nothing after', () => {
    expect(presenceOf({ lastActiveAt: ago(23 * HOUR) }, NOW)).toBe('today');
    expect(presenceOf({ lastActiveAt: ago(DAY) }, NOW)).toBe('week');
    expect(presenceOf({ lastActiveAt: ago(7 * DAY - 1) }, NOW)).toBe('week');
    expect(presenceOf({ lastActiveAt: ago(7 * DAY) }, NOW)).toBe('offline');
    expect(presenceOf({ lastActiveAt: null }, NOW)).toBe('offline');
    // An old heartbeat still counts as activity.
    expect(presenceOf({ liveAt: ago(2 * DAY), lastActiveAt: null }, NOW)).toBe('week');
  });

  it('reads in her form in Arabic', () => {
    expect(profileValueLabel('presence', 'today', 'ar', 'female')).toBe('نشطة اليوم');
    expect(profileValueLabel('presence', 'today', 'ar', 'male')).toBe('نشط اليوم');
    expect(profileValueLabel('presence', 'week', 'en', 'female')).toBe('Active this week');
  });
});
