import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminUI, type GetListParams } from 'react-admin';
import type { StaffRole } from '../auth/roles';
import { renderInAdmin } from '../test/render';
import { adminResources } from './admin-resources';

const faq = (id: number, en: string) => ({
  id,
  order: id,
  isActive: id === 1,
  question: { ar: `سؤال ${id}`, en, ur: 'سوال', fa: 'پرسش', tr: 'Soru' },
  answer: { ar: 'جواب', en: 'Answer', ur: 'جواب', fa: 'پاسخ', tr: 'Cevap' },
});

const audit = {
  id: 'a1',
  at: '2026-05-02T09:30:00Z',
  actorId: 'staff-9',
  actorEmail: 'moderator@mawadda.test',
  actorRole: 'moderator',
  action: 'member.suspend',
  targetType: 'member',
  targetId: 'm-1',
  memberId: null,
  reason: 'fake_profile',
  service: 'auth',
};

function consoleAt(path: string, role: StaffRole) {
  const asked: { resource: string; params: GetListParams }[] = [];
  const getList = (resource: string, params: GetListParams) => {
    asked.push({ resource, params });
    const data =
      resource === 'faq'
        ? [faq(1, 'How do I register?'), faq(2, 'Is it free?')]
        : resource === 'audit'
          ? [audit]
          : [];
    return Promise.resolve({ data, total: data.length }) as never;
  };
  return {
    asked,
    render: () =>
      renderInAdmin(<AdminUI>{adminResources(role)}</AdminUI>, { role, path, dataProvider: { getList } }),
  };
}

describe('adminResources', () => {
  it('gives moderators content to read only: no edit, no create, no publish switch', async () => {
    await consoleAt('/faq', 'moderator').render();
    const row = (await screen.findByText('How do I register?')).closest('tr')!;

    expect(within(row).getByRole('link', { name: 'Show' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Hide from the site' })).toBeDisabled();
  });

  it('gives admins content to edit, create and publish from the list', async () => {
    await consoleAt('/faq', 'admin').render();
    const row = (await screen.findByText('How do I register?')).closest('tr')!;

    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/faq/1');
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Hide from the site' })).toBeEnabled();
  });

  it('keeps billing, staff and the audit log from moderators', () => {
    const names = (role: StaffRole) => adminResources(role).map((r) => (r.props as { name: string }).name);
    expect(names('moderator')).toEqual([
      'menus',
      'blocks',
      'pages',
      'news',
      'blog',
      'faq',
      'questions',
      'verifications',
      'stories',
    ]);
    expect(names('admin')).toEqual(
      expect.arrayContaining(['plans', 'orders', 'subscriptions', 'trials', 'staff', 'audit']),
    );
  });

  it('shows the audit log with translated actions and no way to change or remove an entry', async () => {
    const { asked, render } = consoleAt('/audit', 'admin');
    await render();

    const row = (await screen.findByText('Suspended a member')).closest('tr')!;
    expect(within(row).getByText('moderator@mawadda.test')).toBeInTheDocument();
    expect(within(row).getByText('Moderator')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(asked.find((a) => a.resource === 'audit')?.params.sort).toEqual({ field: 'at', order: 'DESC' }),
    );
  });
});
