import { validate, version } from 'uuid';
import { describe, expect, it, vi } from 'vitest';
import { uuidv7 } from '../src/ids.js';

describe('uuidv7', () => {
  it('makes version 7 ids that sort in the order they were made, many within one millisecond', () => {
    const ids = Array.from({ length: 5_000 }, () => uuidv7());
    for (const id of ids) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('puts the clock’s millisecond first, and never goes back when the clock does', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.UTC(2026, 10, 30, 12));
      const first = uuidv7();
      expect(parseInt(first.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(
        Date.UTC(2026, 10, 30, 12),
      );
      vi.setSystemTime(Date.UTC(2026, 10, 30, 11));
      const after = uuidv7();
      expect(after > first).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws fresh random bytes for every id, past the pool’s refills', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Each millisecond starts its sequence at random: a repeat would mean bytes used twice.
      const starts = new Set<string>();
      for (let i = 0; i < 2_000; i++) {
        vi.setSystemTime(Date.UTC(2027, 0, 1) + i);
        starts.add(uuidv7().slice(14));
      }
      expect(starts.size).toBe(2_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
