import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER, PageLoader } from './PageLoader';

let state = 'idle';
vi.mock('react-router-dom', () => ({ useNavigation: () => ({ state }) }));

const bar = (c: HTMLElement) => c.querySelector<HTMLElement>('.page-loader__bar')!;
const wrap = (c: HTMLElement) => c.querySelector<HTMLElement>('.page-loader')!;

describe('page loader timings (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits out the throttle, advances by tick over the duration, then hides and resets', () => {
    state = 'loading';
    const { container, rerender } = render(<PageLoader />);
    act(() => void vi.advanceTimersByTime(LOADER.throttleMs - 1));
    expect(wrap(container).style.opacity).toBe('0');
    act(() => void vi.advanceTimersByTime(1 + LOADER.tickMs * 5));
    expect(wrap(container).style.opacity).toBe('1');
    expect(bar(container).style.inlineSize).toBe('25%');
    state = 'idle';
    rerender(<PageLoader />);
    expect(bar(container).style.inlineSize).toBe('100%');
    act(() => void vi.advanceTimersByTime(LOADER.hideAfterMs));
    expect(wrap(container).style.opacity).toBe('0');
    act(() => void vi.advanceTimersByTime(LOADER.resetAfterMs));
    expect(bar(container).style.inlineSize).toBe('0%');
  });

  it('shows nothing for a navigation shorter than the throttle', () => {
    state = 'loading';
    const { container, rerender } = render(<PageLoader />);
    act(() => void vi.advanceTimersByTime(LOADER.throttleMs / 2));
    state = 'idle';
    rerender(<PageLoader />);
    act(() => void vi.advanceTimersByTime(LOADER.hideAfterMs + LOADER.resetAfterMs));
    expect(wrap(container).style.opacity).toBe('0');
    expect(bar(container).style.inlineSize).toBe('0%');
  });
});
