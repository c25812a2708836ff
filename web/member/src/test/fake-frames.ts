import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Fake timers that also hold animation frames back, for code that waits for a paint (after-paint.ts). */
export const FAKED = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'Date',
] as const;

/**
 * Under those fake timers, lets the next frame paint and the task it queued run: what
 * `afterPaint` waits for. In `act`, so what that draws is on screen when it returns.
 */
export const paintFrame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });
