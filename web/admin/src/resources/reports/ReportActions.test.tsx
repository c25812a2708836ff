import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminReport } from '@mawadda/contracts';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { ReportActions } from './ReportActions';

const report: AdminReport = {
  id: 'r1',
  reporterId: 'member-1',
  memberId: 'member-2',
  reason: 'scam',
  details: 'Asked me for money',
  status: 'open',
  staffNote: null,
  handledBy: null,
  handledAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  reportsAgainstMember: 3,
  source: 'profile',
  conversationId: null,
  chatSnapshotId: null,
  messageIds: [],
};

function provider() {
  return {
    getOne: vi.fn(async () => ({ data: { id: 'member-2', fullName: 'Omar', status: 'active' } })),
    update: vi.fn(async (_: string, { data }: { data: object }) => ({ data: { ...report, ...data } })),
    setAccountStatus: vi.fn(async (id: string) => ({ data: { id, status: 'suspended' } })),
  };
}

async function renderActions(dp: ReturnType<typeof provider>) {
  await renderInAdmin(
    <RecordContextProvider value={report}>
      <ReportActions />
    </RecordContextProvider>,
    { resource: 'reports', dataProvider: dp },
  );
}

describe('report actions', () => {
  it('dismisses with a note', async () => {
    const dp = provider();
    await renderActions(dp);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Staff note/), { target: { value: 'Not a scam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(dp.update).toHaveBeenCalledWith(
        'reports',
        expect.objectContaining({ id: 'r1', data: { status: 'dismissed', staffNote: 'Not a scam' } }),
      ),
    );
  });

  it('suspends the reported member, then resolves the report with the note', async () => {
    const dp = provider();
    await renderActions(dp);
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Omar' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Reason/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Scam or fraud' }));
    fireEvent.change(within(dialog).getByLabelText('Staff note'), { target: { value: 'Third report' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    await waitFor(() =>
      expect(dp.setAccountStatus).toHaveBeenCalledWith('member-2', {
        status: 'suspended',
        reason: 'scam',
        note: 'Third report',
      }),
    );
    await waitFor(() =>
      expect(dp.update).toHaveBeenCalledWith(
        'reports',
        expect.objectContaining({ id: 'r1', data: { status: 'resolved', staffNote: 'Third report' } }),
      ),
    );
  });
});
