import { screen } from '@testing-library/react';
import type { CmsFeedback } from '@mawadda/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingListProvider } from '../../test/list-provider';
import { onPhone } from '../../test/on-phone';
import { renderInAdmin } from '../../test/render';
import { FeedbackList } from './FeedbackList';

const message = (id: string, over: Partial<CmsFeedback> = {}): CmsFeedback => ({
  id,
  reference: `MW-${id}`,
  type: 'contact',
  userName: `Sender ${id}`,
  email: `${id}@example.test`,
  mobile: '+971500000000',
  description: 'How do I change my photo?',
  locale: 'en',
  memberId: null,
  status: 'new',
  reply: null,
  repliedAt: null,
  repliedBy: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...over,
});

const listProvider = () =>
  recordingListProvider(() => [
    message('100001'),
    message('100002', { type: 'complaint', userName: 'سارة', description: 'لم يصلني رمز التحقق' }),
  ]);

afterEach(() => vi.unstubAllGlobals());

describe('feedback list', () => {
  it('is a table of the messages on a wide screen', async () => {
    await renderInAdmin(<FeedbackList />, {
      resource: 'feedback',
      path: '/feedback',
      dataProvider: listProvider().methods,
    });
    await screen.findByText('Sender 100001');
    expect(screen.getByRole('table')).toBeInTheDocument();
    // Each message keeps its own direction, so an Arabic one is not cut at its start.
    expect(screen.getByText('لم يصلني رمز التحقق')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('سارة').tagName).toBe('BDI');
  });

  it('is a list of rows on a phone that open the reply, no table', async () => {
    onPhone();
    await renderInAdmin(<FeedbackList />, {
      resource: 'feedback',
      path: '/feedback',
      dataProvider: listProvider().methods,
    });
    const name = await screen.findByText('سارة');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The sender's name and words keep their own direction inside the row.
    expect(name.tagName).toBe('BDI');
    expect(screen.getByText('لم يصلني رمز التحقق').tagName).toBe('BDI');
    const row = name.closest('a')!;
    expect(row.getAttribute('href')).toMatch(/feedback\/100002$/);
    expect(row).toHaveTextContent(/Complaint/);
    expect(row).toHaveTextContent(/Waiting/);
  });
});
