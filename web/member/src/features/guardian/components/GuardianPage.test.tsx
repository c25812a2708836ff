import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { problem } from '../../../test/auth/fixtures';
import { renderPage, stubFetch } from '../../../test/render';
import { GuardianPage } from './GuardianPage';
import { isolate } from '../../../lib/bidi';

const OFF = {
  approveConversations: false,
  approvePhotos: false,
  approveCv: false,
  readsConversations: false,
  seesMatchmaking: false,
  callsIncludeGuardian: false,
};
const state = (over: Record<string, unknown> = {}) => ({
  status: 'none',
  settings: { ...OFF, approveConversations: true, approvePhotos: true, approveCv: true },
  lockedUntil: null,
  ...over,
});
const linked = (over: Record<string, unknown> = {}) =>
  state({ status: 'linked', guardian: { id: 'g-1', fullName: 'Yusuf Al Wali' }, ...over });
const emptyLog = () => ({ body: { items: [], next: null } });

const open = () =>
  renderPage(<GuardianPage />, { locale: 'en', routePath: '/en/guardian', path: '/en/guardian' });

describe('GuardianPage', () => {
  it('invites a guardian by phone and shows the pending invitation', async () => {
    const calls = stubFetch({
      'GET /api/auth/me/guardian': () => ({ body: state() }),
      'GET /api/auth/me/guardian/activity': emptyLog,
      'POST /api/auth/me/guardian/invite': () => ({
        status: 202,
        body: state({
          status: 'invited',
          invite: { channel: 'phone', addressMasked: '+971•••••67', expiresAt: '2026-12-01T00:00:00.000Z' },
        }),
      }),
    });
    await open();
    const user = userEvent.setup();
    expect(await screen.findByText('You have no guardian.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.type(screen.getByLabelText("Guardian's mobile number (with country code)"), '+971501234567');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(`Invitation sent to ${isolate('+971•••••67')}`, { exact: false }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ phone: '+971501234567' });
    expect(screen.getByRole('button', { name: 'Withdraw the invitation' })).toBeInTheDocument();
  });

  it('turns a switch, shows a refused loosening while locked, and reads the log', async () => {
    const lockedUntil = '2027-03-01T00:00:00.000Z';
    const calls = stubFetch({
      'GET /api/auth/me/guardian': () => ({ body: linked({ lockedUntil }) }),
      'GET /api/auth/me/guardian/activity': () => ({
        body: {
          items: [
            {
              id: 'a2',
              kind: 'approval_decided',
              at: '2026-11-20T10:00:00.000Z',
              by: 'guardian',
              details: { subject: 'photos', decision: 'declined' },
            },
            { id: 'a1', kind: 'accepted', at: '2026-11-19T10:00:00.000Z', by: 'guardian', details: {} },
          ],
          next: null,
        },
      }),
      'PUT /api/auth/me/guardian/settings': (body) =>
        (body as { approvePhotos: boolean }).approvePhotos
          ? { body: linked({ lockedUntil, settings: body }) }
          : problem(409, 'guardian_locked', 'Your guardian settings are locked until 2027-03-01.'),
    });
    await open();
    const user = userEvent.setup();
    expect(await screen.findByText(`Your guardian is ${isolate('Yusuf Al Wali')}.`)).toBeInTheDocument();
    expect(screen.getByText(/^Locked until/)).toBeInTheDocument();
    expect(await screen.findByText('Your guardian declined a request (photos).')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Showing my photos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('locked until');
    // Each switch is read with its explanation.
    expect(
      screen.getByRole('checkbox', { name: 'My guardian reads my conversations' }),
    ).toHaveAccessibleDescription(
      'Your guardian can read (not write) your conversations. Both you and the other person are told.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'My guardian reads my conversations' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'My guardian reads my conversations' })).toBeChecked(),
    );
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.at(-1)?.body).toMatchObject({ readsConversations: true, approvePhotos: true });
  });

  it('lets her guardian see what she is looking for: the switch, its explanation, the save and the log', async () => {
    let current = linked();
    const calls = stubFetch({
      'GET /api/auth/me/guardian': () => ({ body: current }),
      'GET /api/auth/me/guardian/activity': () => ({
        body: {
          items: [
            {
              id: 'a3',
              kind: 'settings_changed',
              at: '2026-11-22T10:00:00.000Z',
              by: 'member',
              details: { seesMatchmaking: true },
            },
          ],
          next: null,
        },
      }),
      'PUT /api/auth/me/guardian/settings': (body) => {
        current = linked({ settings: body });
        return { body: current };
      },
    });
    await open();
    const user = userEvent.setup();
    const sees = await screen.findByRole('checkbox', { name: 'My guardian sees what I am looking for' });
    expect(sees).not.toBeChecked();
    expect(
      screen.getByText(
        'Your guardian can see what you are looking for in a spouse and your daily suggestions (not change them).',
      ),
    ).toBeInTheDocument();
    await user.click(sees);
    await waitFor(() => expect(sees).toBeChecked());
    // The whole set goes, the other switches as they were.
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      ...state().settings,
      seesMatchmaking: true,
    });
    expect(await screen.findByText(/My guardian sees what I am looking for: on/)).toBeInTheDocument();
  });

  it('ends the link after confirming', async () => {
    let current: object = linked();
    const calls = stubFetch({
      'GET /api/auth/me/guardian': () => ({ body: current }),
      'GET /api/auth/me/guardian/activity': emptyLog,
      'DELETE /api/auth/me/guardian': () => {
        current = state();
        return { status: 204 };
      },
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End the guardian link' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'End link' }));
    expect(await screen.findByText('You have no guardian.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
