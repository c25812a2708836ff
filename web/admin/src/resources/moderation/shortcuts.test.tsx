import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useShortcuts } from './shortcuts';

/** A child that suspends until its promise settles: it keeps a transition from committing. */
function Waits({ until }: { until: Promise<void> | null }): ReactNode {
  if (until) throw until;
  return null;
}

describe('useShortcuts', () => {
  it('runs the action of what is on screen, never of a render that has not committed yet', async () => {
    // The review page navigates to the next item inside a transition (React Router does): until
    // that render commits, the page on screen is the old one, and a key must act on it.
    const onScreen = vi.fn();
    const notYet = vi.fn();
    let show: (next: 'old' | 'new') => void = () => {};
    const never = new Promise<void>(() => {});
    function Page() {
      const [page, setPage] = useState<'old' | 'new'>('old');
      show = (next) => startTransition(() => setPage(next));
      useShortcuts({ r: page === 'old' ? onScreen : notYet });
      return (
        <Suspense fallback={<p>loading</p>}>
          <p>{page}</p>
          <Waits until={page === 'new' ? never : null} />
        </Suspense>
      );
    }
    render(<Page />);
    await act(async () => show('new'));
    // The transition is still pending: the old page stays on screen.
    expect(screen.getByText('old')).toBeVisible();

    fireEvent.keyDown(window, { key: 'r' });

    expect(onScreen).toHaveBeenCalledTimes(1);
    expect(notYet).not.toHaveBeenCalled();
  });

  it('leaves keys typed into a field alone', () => {
    const approve = vi.fn();
    function Page() {
      useShortcuts({ a: approve });
      return <input aria-label="note" />;
    }
    render(<Page />);
    fireEvent.keyDown(screen.getByLabelText('note'), { key: 'a' });
    fireEvent.keyDown(window, { key: 'a', ctrlKey: true });
    expect(approve).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'a' });
    expect(approve).toHaveBeenCalledTimes(1);
  });
});
