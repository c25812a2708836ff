import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '@mawadda/contracts';
import { renderPage } from '../../../test/render';
import { GuardianApprovalNotice, GuardianReadsNotice } from './GuardianNotice';

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  memberId: 'm2',
  status: 'open',
  closedReason: null,
  closedByMe: false,
  startedByMe: true,
  lastMessage: null,
  unread: 0,
  presence: 'offline',
  deliveredSeq: 0,
  readSeq: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
  guardianApproval: null,
  guardianReads: false,
  ...over,
});

describe('guardian notices in a conversation', () => {
  it('tells the starter his request waits for her guardian, then that it was declined', async () => {
    const { unmount } = await renderPage(
      <GuardianApprovalNotice
        conversation={conversation({ guardianApproval: 'waiting' })}
        name="Huda"
        gender="female"
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { name: 'Waiting for approval' })).toBeInTheDocument();
    expect(screen.getByText(/Huda's guardian approves new conversations/)).toBeInTheDocument();
    unmount();
    await renderPage(
      <GuardianApprovalNotice
        conversation={conversation({ guardianApproval: 'declined' })}
        name="Huda"
        gender="female"
      />,
      { locale: 'ar' },
    );
    expect(screen.getByRole('heading', { name: 'رُفض الطلب' })).toBeInTheDocument();
  });

  it('says a guardian can read, only when one can', async () => {
    const { unmount } = await renderPage(
      <GuardianReadsNotice conversation={conversation({ guardianReads: true })} />,
      {
        locale: 'en',
      },
    );
    expect(screen.getByText('A guardian can read this conversation.')).toBeInTheDocument();
    unmount();
    await renderPage(<GuardianReadsNotice conversation={conversation()} />, { locale: 'en' });
    expect(screen.queryByText('A guardian can read this conversation.')).not.toBeInTheDocument();
  });
});
