import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../test/render';
import { SuspendDialog } from './SuspendDialog';

async function openDialog() {
  const setAccountStatus = vi.fn(async (id: string) => ({ data: { id, status: 'suspended' } }));
  const onSuspended = vi.fn();
  const onClose = vi.fn();
  await renderInAdmin(
    <SuspendDialog open memberId="member-7" memberName="Sara" onClose={onClose} onSuspended={onSuspended} />,
    { dataProvider: { setAccountStatus } },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Suspend Sara' });
  return { dialog, setAccountStatus, onSuspended, onClose };
}

describe('SuspendDialog', () => {
  it('cannot suspend without a reason', async () => {
    const { dialog, setAccountStatus } = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });

    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('Choose a reason: the member is told it.')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Staff note'), { target: { value: 'note only' } });
    fireEvent.click(confirm);
    expect(setAccountStatus).not.toHaveBeenCalled();
  });

  it('suspends with the chosen reason and the note, then tells the caller', async () => {
    const { dialog, setAccountStatus, onSuspended } = await openDialog();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Scam or fraud' }));
    fireEvent.change(within(dialog).getByLabelText('Staff note'), {
      target: { value: '  asked for money  ' },
    });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);

    await waitFor(() =>
      expect(setAccountStatus).toHaveBeenCalledWith('member-7', {
        status: 'suspended',
        reason: 'scam',
        note: 'asked for money',
      }),
    );
    await waitFor(() =>
      expect(onSuspended).toHaveBeenCalledWith({ reason: 'scam', note: 'asked for money' }),
    );
  });
});
