import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider, useGetIdentity, usePermissions } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthProvider, renderInAdmin } from '../../test/render';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { TwoFactorField } from './TwoFactorField';

const moderator = {
  id: 'staff-2',
  email: 'mod@example.com',
  fullName: 'Salma Moderator',
  role: 'moderator',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  twoFactorEnabled: true,
};

const inRecord = (record: object) => (
  <RecordContextProvider value={record}>
    <TwoFactorField />
    <ResetTwoFactorButton />
  </RecordContextProvider>
);

/** Shows what the button decides on once both have loaded: the evidence to wait for. */
function Loaded() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  return identity && permissions ? <span>{`signed in as ${identity.id}, ${permissions}`}</span> : null;
}

describe('resetting a staff member’s two-step sign-in', () => {
  it('is an admin’s, asked twice, and calls the reset', async () => {
    const resetStaffTwoFactor = vi.fn(async () => ({ data: undefined }));
    await renderInAdmin(inRecord(moderator), {
      role: 'admin',
      resource: 'staff',
      dataProvider: { resetStaffTwoFactor },
    });
    expect(screen.getByText('Set up')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset two-step sign-in' }));
    expect(await screen.findByText('Reset the two-step sign-in of Salma Moderator?')).toBeInTheDocument();
    expect(resetStaffTwoFactor).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(resetStaffTwoFactor).toHaveBeenCalledWith('staff-2'));
  });

  it('is not offered to a moderator, nor on one’s own account', async () => {
    await renderInAdmin(inRecord({ ...moderator, twoFactorEnabled: false }), { role: 'moderator' });
    expect(screen.getByText('Not set up yet (at the next sign-in)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).not.toBeInTheDocument();

    const self = { ...fakeAuthProvider('admin'), getIdentity: () => Promise.resolve({ id: 'staff-2' }) };
    await renderInAdmin(
      <>
        {inRecord(moderator)}
        <Loaded />
      </>,
      { authProvider: self },
    );
    expect(await screen.findByText('signed in as staff-2, admin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in' })).not.toBeInTheDocument();
  });
});
