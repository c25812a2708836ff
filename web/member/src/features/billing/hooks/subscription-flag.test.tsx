import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppStateProvider, useAppState } from '../../../app/state';
import { writeToken } from '../../../app/token-store';

function Probe() {
  const { state, dispatch } = useAppState();
  return (
    <>
      <output data-testid="flag">{String(state.isSubscrption)}</output>
      <button type="button" onClick={() => dispatch({ type: 'auth/token', token: null })}>
        sign out
      </button>
      <button type="button" onClick={() => dispatch({ type: 'auth/token', token: 'next-member' })}>
        sign in
      </button>
    </>
  );
}

describe('isSubscrption (spec §3) follows billing', () => {
  it('is read at sign-in, falls back to false at sign-out and is read again for the next member', async () => {
    writeToken('member-token');
    const read = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    render(
      <AppStateProvider readSubscription={read}>
        <Probe />
      </AppStateProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('flag')).toHaveTextContent('true'));
    expect(read).toHaveBeenCalledOnce();

    act(() => screen.getByRole('button', { name: 'sign out' }).click());
    expect(screen.getByTestId('flag')).toHaveTextContent('false');

    act(() => screen.getByRole('button', { name: 'sign in' }).click());
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('flag')).toHaveTextContent('false');
  });

  it('keeps the flag when billing cannot answer (a company account, a lost connection)', async () => {
    writeToken('member-token');
    const read = vi.fn().mockRejectedValue(new Error('403'));
    render(
      <AppStateProvider readSubscription={read}>
        <Probe />
      </AppStateProvider>,
    );
    await waitFor(() => expect(read).toHaveBeenCalledOnce());
    expect(screen.getByTestId('flag')).toHaveTextContent('false');
  });

  it('asks nothing for a guest', () => {
    const read = vi.fn().mockResolvedValue(true);
    render(
      <AppStateProvider readSubscription={read}>
        <Probe />
      </AppStateProvider>,
    );
    expect(read).not.toHaveBeenCalled();
  });
});
