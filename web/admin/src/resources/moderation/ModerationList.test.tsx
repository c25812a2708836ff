import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ModerationItem } from '@mawadda/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingListProvider } from '../../test/list-provider';
import { onPhone } from '../../test/on-phone';
import { renderInAdmin } from '../../test/render';
import { ModerationList } from './ModerationList';

const item = (id: string, over: Partial<ModerationItem> = {}): ModerationItem => ({
  id,
  memberId: `member-${id}`,
  memberName: `Member ${id}`,
  kind: 'photo',
  status: 'pending',
  submittedAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  note: null,
  text: null,
  image: { url: `/_img/${id}.jpg`, width: 640, height: 480 },
  ...over,
});

const listProvider = () =>
  recordingListProvider(() => [
    item('m1'),
    item('m2', { kind: 'aboutMe', image: null, text: 'Engineer from Sharjah' }),
    item('m3', { kind: 'prompts', image: null, text: 'spouse: Kindness.\n\nlaugh: My nephews.' }),
  ]);

afterEach(() => vi.unstubAllGlobals());

describe('moderation list', () => {
  it('keeps the pending filter when the URL only names a page size', async () => {
    const dp = listProvider();
    await renderInAdmin(<ModerationList />, {
      resource: 'moderation',
      path: '/moderation?perPage=50',
      dataProvider: dp.methods,
    });
    await screen.findByText('Member m1');
    for (const call of dp.calls) expect(call.filter).toEqual({ status: 'pending' });
    expect(dp.calls.at(-1)!.pagination).toEqual({ page: 1, perPage: 50 });
  });

  it("names a prompts item's first question in words, not by its id", async () => {
    await renderInAdmin(<ModerationList />, { resource: 'moderation', dataProvider: listProvider().methods });
    expect(await screen.findByText(/What I am looking for in a spouse/)).toBeInTheDocument();
    expect(screen.getByText('Kindness.')).toBeInTheDocument();
    expect(screen.queryByText(/^spouse:/)).not.toBeInTheDocument();
  });

  it('keeps a filter staff cleared themselves', async () => {
    const dp = listProvider();
    await renderInAdmin(<ModerationList />, {
      resource: 'moderation',
      path: `/moderation?filter=${encodeURIComponent('{}')}&perPage=25`,
      dataProvider: dp.methods,
    });
    await screen.findByText('Member m1');
    expect(dp.calls.at(-1)!.filter).toEqual({});
  });

  it('opens oldest first and turns to newest first from the column', async () => {
    const dp = listProvider();
    await renderInAdmin(<ModerationList />, {
      resource: 'moderation',
      path: '/moderation',
      dataProvider: dp.methods,
    });
    await screen.findByText('Member m1');
    expect(dp.calls.at(-1)!.sort).toEqual({ field: 'submittedAt', order: 'ASC' });
    // The sort menu says what the list is in now; the column offers the other way.
    expect(screen.getByRole('button', { name: 'Sort by submitted ascending' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by submitted descending' }));
    await waitFor(() => expect(dp.calls.at(-1)!.sort).toEqual({ field: 'submittedAt', order: 'DESC' }));
    expect(dp.calls.at(-1)!.filter).toEqual({ status: 'pending' });
  });

  it('is a list of rows on a phone, no table', async () => {
    onPhone();
    const dp = listProvider();
    await renderInAdmin(<ModerationList />, {
      resource: 'moderation',
      path: '/moderation',
      dataProvider: dp.methods,
    });
    const row = (await screen.findByText('Member m2')).closest('a')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // What and when, then the member's words under them in their own direction.
    const words = within(row).getByText('Engineer from Sharjah');
    expect(words.tagName).toBe('BDI');
    expect(words).toHaveAttribute('dir', 'auto');
    expect(words.parentElement).toHaveTextContent(/^About me text · .+Engineer from Sharjah$/);
    expect(within(row).getByText('Member m2').tagName).toBe('BDI');
    expect(row.getAttribute('href')).toMatch(/m2\/show$/);
    expect(screen.getByRole('img', { name: 'Album photo' })).toHaveAttribute('src', '/_img/m1.jpg');
  });
});
