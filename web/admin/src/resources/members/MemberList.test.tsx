import { screen } from '@testing-library/react';
import type { AdminMember } from '@mawadda/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingListProvider } from '../../test/list-provider';
import { onPhone } from '../../test/on-phone';
import { renderInAdmin } from '../../test/render';
import { MemberList } from './MemberList';

const member = (id: string, over: Partial<AdminMember> = {}): AdminMember => ({
  id,
  kind: 'individual',
  fullName: `Member ${id}`,
  email: `${id}@example.test`,
  phone: null,
  gender: 'female',
  country: 'AE',
  city: null,
  locale: 'ar',
  status: 'active',
  completeness: 80,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastSignInAt: null,
  suspension: null,
  ...over,
});

const listProvider = () =>
  recordingListProvider(() => [member('a1'), member('a2', { fullName: 'ليلى حداد', status: 'suspended' })]);

afterEach(() => vi.unstubAllGlobals());

describe('member list', () => {
  it('is a table of the members on a wide screen', async () => {
    await renderInAdmin(<MemberList />, {
      resource: 'members',
      path: '/members',
      dataProvider: listProvider().methods,
    });
    await screen.findByText('Member a1');
    expect(screen.getByRole('table')).toBeInTheDocument();
    // A name in the other script is isolated, so a wrapped Latin name keeps its order in Arabic.
    expect(screen.getByText('ليلى حداد').tagName).toBe('BDI');
    // The email sits under the name, left to right, in one column: a table that fits the screen.
    expect(screen.getByRole('columnheader', { name: 'Name and email' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    const cell = screen.getByText('Member a1').closest('td')!;
    expect(cell).toHaveTextContent('a1@example.test');
    expect(cell.querySelector('bdi[dir="ltr"]')).toHaveTextContent('a1@example.test');
  });

  it('is a list of rows on a phone, no table wider than the screen', async () => {
    onPhone();
    await renderInAdmin(<MemberList />, {
      resource: 'members',
      path: '/members',
      dataProvider: listProvider().methods,
    });
    const name = await screen.findByText('ليلى حداد');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // A name in the other script and the email keep their own direction inside the row.
    expect(name.tagName).toBe('BDI');
    const email = screen.getByText('a2@example.test');
    expect(email).toHaveAttribute('dir', 'ltr');
    const row = name.closest('a')!;
    expect(row.getAttribute('href')).toMatch(/a2\/show$/);
    expect(row).toHaveTextContent(/Suspended/);
  });
});
