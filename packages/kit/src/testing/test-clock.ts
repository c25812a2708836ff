/**
 * A clock that only moves when told to, for ports that take `now: () => Date` (the table-backed
 * JobQueue): a test schedules a job three days ahead and moves the clock instead of waiting.
 */
export interface TestClock {
  now: () => Date;
  set(at: Date): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date = new Date('2030-01-01T00:00:00.000Z')): TestClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (to) => void (at = to.getTime()),
    advance: (ms) => void (at += ms),
  };
}
