import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKED, paintFrame } from '../../../test/fake-frames';
import { stubFetch } from '../../../test/render';
import { HEARTBEAT_MS, usePresenceHeartbeat } from './use-presence-heartbeat';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  // The frame too: the first beat waits for one.
  vi.useFakeTimers({ toFake: [...FAKED] });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('presence heartbeat', () => {
  it('beats once the page has painted, every two minutes while visible, pauses when hidden, and beats on return', () => {
    const calls = stubFetch({ 'POST /api/profile/me/heartbeat': () => ({ status: 204 }) });
    const beats = () => calls.filter((c) => c.url.pathname === '/api/profile/me/heartbeat').length;
    const { unmount } = renderHook(() => usePresenceHeartbeat(true));
    // Not with the page's own calls: after its first paint (a frame, then a task).
    expect(beats()).toBe(0);
    paintFrame();
    expect(beats()).toBe(1);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(beats()).toBe(2);

    setVisibility('hidden');
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(beats()).toBe(2);

    setVisibility('visible');
    expect(beats()).toBe(3);
    unmount();
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(beats()).toBe(3);
  });

  it('beats once for a tab opened in the background, when it comes to view, not again at its first frame', () => {
    const calls = stubFetch({ 'POST /api/profile/me/heartbeat': () => ({ status: 204 }) });
    const beats = () => calls.filter((c) => c.url.pathname === '/api/profile/me/heartbeat').length;
    visibility = 'hidden';
    renderHook(() => usePresenceHeartbeat(true));
    setVisibility('visible');
    expect(beats()).toBe(1);
    paintFrame();
    expect(beats()).toBe(1);
  });

  it('sends nothing for a guest', () => {
    const calls = stubFetch({});
    renderHook(() => usePresenceHeartbeat(false));
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(calls).toHaveLength(0);
  });
});
