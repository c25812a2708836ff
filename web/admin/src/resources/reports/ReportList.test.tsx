import { screen, within } from '@testing-library/react';
import type { AdminReport } from '@mawadda/contracts';
import { describe, expect, it, vi } from 'vitest';
import { recordingListProvider } from '../../test/list-provider';
import { renderInAdmin } from '../../test/render';
import { ReportList } from './ReportList';

const HOUR = 3_600_000;

const report = (id: string, over: Partial<AdminReport> = {}): AdminReport => ({
  id,
  reporterId: 'member-1',
  memberId: 'member-2',
  reason: 'scam',
  details: 'Asked me for money for a visa',
  status: 'open',
  staffNote: null,
  handledBy: null,
  handledAt: null,
  createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
  reportsAgainstMember: 3,
  source: 'profile',
  conversationId: null,
  chatSnapshotId: null,
  messageIds: [],
  ...over,
});

const provider = () =>
  recordingListProvider(
    () => [
      report('r1'),
      report('r2', {
        memberId: 'member-3',
        reason: 'harassment',
        source: 'chat',
        details: '',
        messageIds: ['x', 'y'],
        chatSnapshotId: 's1',
      }),
    ],
    {
      // The reported members' names, in one call for the page.
      getMany: vi.fn(async (_: string, { ids }: { ids: string[] }) => ({
        data: ids.map((id) => ({ id, fullName: id === 'member-2' ? 'Omar Haddad' : 'Khalid Saleh' })),
      })),
    },
  );

/** A headline as staff read it (the name's direction isolates are invisible). */
const headline = (text: string) => (content: string) => content.replace(/[\u2068\u2069]/g, '') === text;

describe('reports list', () => {
  it('titles each report by what happened, with the reporter’s words under it', async () => {
    const dp = provider();
    await renderInAdmin(<ReportList />, { resource: 'reports', path: '/reports', dataProvider: dp.methods });

    const first = (
      await screen.findByText(
        headline('Omar Haddad reported for Scam · 3 hours ago'),
        {},
        { timeout: 10_000 },
      )
    ).closest('tr')!;
    expect(within(first).getByText('Asked me for money for a visa')).toBeInTheDocument();
    const chat = (
      await screen.findByText(headline('Khalid Saleh reported in chat for Harassment · 3 hours ago'))
    ).closest('tr')!;
    expect(within(chat).getByText('2 reported messages')).toBeInTheDocument();
    expect(dp.methods.getMany).toHaveBeenCalledTimes(1);
  });

  it('keeps the open filter when the URL only names a sort', async () => {
    const dp = provider();
    await renderInAdmin(<ReportList />, {
      resource: 'reports',
      path: '/reports?sort=createdAt&order=ASC',
      dataProvider: dp.methods,
    });
    await screen.findByText(/Omar Haddad\u2069 reported/);
    for (const call of dp.calls) expect(call.filter).toEqual({ status: 'open' });
    expect(dp.calls.at(-1)!.sort).toEqual({ field: 'createdAt', order: 'ASC' });
  });

  it('reads in Arabic', async () => {
    await renderInAdmin(<ReportList />, {
      resource: 'reports',
      path: '/reports',
      lang: 'ar',
      dataProvider: provider().methods,
    });
    expect(await screen.findByText(/^بلاغ عن \u2068Omar Haddad\u2069 بسبب «احتيال»/)).toBeInTheDocument();
  });
});
