import { render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKED, paintFrame } from '../test/fake-frames';
import { afterPaint } from './after-paint';
import { LazyBadge } from './LazyBadge';

// React's own, watched: what turns on after the paint must be drawn as a transition.
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  return { ...react, startTransition: vi.fn(react.startTransition) };
});

// The frame too: afterPaint waits for one.
beforeEach(() => vi.useFakeTimers({ toFake: [...FAKED] }));
afterEach(() => vi.useRealTimers());

describe('afterPaint', () => {
  it('runs after the next frame has been painted, not in it', () => {
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame's callbacks ran; the paint follows them, then the task queued from the frame.
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const early = vi.fn();
    afterPaint(early)();
    const late = vi.fn();
    const cancelLate = afterPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(10);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('LazyBadge', () => {
  it('draws its count (and so asks for its code) only once the page has painted, in a transition', () => {
    render(
      <LazyBadge>
        <span>3 unread</span>
      </LazyBadge>,
    );
    expect(screen.queryByText('3 unread')).toBeNull();
    vi.mocked(startTransition).mockClear();
    paintFrame();
    expect(screen.getByText('3 unread')).toBeTruthy();
    // usePainted turns true in a transition, so what it draws comes in slices the browser can
    // interrupt.
    expect(startTransition).toHaveBeenCalledTimes(1);
  });
});
