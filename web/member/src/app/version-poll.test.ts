import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS, reloadIfNewer } from './version-poll';

describe('build version poll (spec §7, §9)', () => {
  it('reloads on a new build, but not twice within the 10-second guard', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadIfNewer('v1', 'v1', 1_000_000, reload)).toBe(false);
    expect(reloadIfNewer('v1', undefined, 1_000_000, reload)).toBe(false);
    expect(reloadIfNewer('v1', 'v2', 1_000_000, reload)).toBe(true);
    expect(reloadIfNewer('v1', 'v2', 1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadIfNewer('v1', 'v2', 1_000_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
