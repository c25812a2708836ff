import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminMemberDetail } from '@mawadda/contracts';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { MemberShow } from './MemberShow';

const member: AdminMemberDetail = {
  id: 'member-2',
  kind: 'individual',
  fullName: 'Omar Haddad',
  email: 'omar@example.com',
  phone: '+971501234567',
  gender: 'male',
  country: 'AE',
  city: null,
  locale: 'ar',
  status: 'suspended',
  completeness: 80,
  createdAt: '2026-01-05T00:00:00.000Z',
  lastSignInAt: null,
  suspension: {
    reason: 'scam',
    note: 'Asked two members for money',
    at: '2026-03-01T00:00:00.000Z',
    by: 'staff-1',
  },
  loginHistory: [{ at: '2026-02-28T09:00:00.000Z', ip: '203.0.113.9', userAgent: 'Firefox' }],
};

describe('member page', () => {
  it('shows the suspension with its reason, offers reinstatement, and lists reports on both sides', async () => {
    const getManyReference = vi.fn(async () => ({ data: [], total: 0 }));
    const setAccountStatus = vi.fn(async () => ({ data: { ...member, status: 'active', suspension: null } }));
    await renderInAdmin(
      <Routes>
        <Route path="/members/:id/show/*" element={<MemberShow />} />
      </Routes>,
      {
        resource: 'members',
        path: '/members/member-2/show',
        dataProvider: { getOne: async () => ({ data: member }), getManyReference, setAccountStatus },
      },
    );

    expect(await screen.findByText('Scam or fraud')).toBeVisible();
    expect(screen.getByText('Asked two members for money')).toBeVisible();
    expect(screen.getByText('United Arab Emirates')).toBeVisible();
    // A phone number reads left to right, also inside an Arabic page.
    expect(screen.getByText('+971501234567')).toHaveAttribute('dir', 'ltr');

    fireEvent.click(screen.getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(setAccountStatus).toHaveBeenCalledWith('member-2', { status: 'active' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Reports' }));
    await waitFor(() => expect(getManyReference).toHaveBeenCalledTimes(2));
    const targets = getManyReference.mock.calls.map(
      (c) => (c as unknown[])[1] as { target: string; id: string },
    );
    expect(targets.map((t) => `${t.target}=${t.id}`).sort()).toEqual([
      'memberId=member-2',
      'reporterId=member-2',
    ]);
  });
});
