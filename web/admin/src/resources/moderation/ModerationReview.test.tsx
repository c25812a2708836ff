import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ModerationItem } from '@mawadda/contracts';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { ModerationReview } from './ModerationReview';

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

/** A queue of three pending items; deciding one takes it off the queue. */
function queueProvider() {
  let pending = [item('m1'), item('m2'), item('m3')];
  const decided = (id: string) => {
    pending = pending.filter((i) => i.id !== id);
  };
  return {
    getOne: vi.fn(async (_: string, { id }: { id: unknown }) => ({ data: item(String(id)) })),
    getList: vi.fn(async () => ({ data: pending, total: pending.length })),
    approveModeration: vi.fn(async (id: string) => {
      decided(id);
      return { data: item(id, { status: 'approved' }) };
    }),
    rejectModeration: vi.fn(async (id: string) => {
      decided(id);
      return { data: item(id, { status: 'rejected' }) };
    }),
  };
}

async function review(id: string, provider: ReturnType<typeof queueProvider>) {
  const locations: string[] = [];
  await renderInAdmin(
    <Routes>
      <Route path="/moderation/:id/show" element={<ModerationReview />} />
      <Route path="/moderation" element={<p>queue list</p>} />
    </Routes>,
    {
      resource: 'moderation',
      path: `/moderation/${id}/show`,
      dataProvider: provider,
      onLocation: (p) => locations.push(p),
    },
  );
  await screen.findByRole('img', { name: 'Album photo' });
  await screen.findByText('1 of 3 waiting');
  return locations;
}

describe('moderation review', () => {
  it('shows the shortcuts on screen', async () => {
    await review('m1', queueProvider());
    expect(screen.getByText('Keyboard shortcuts')).toBeVisible();
    expect(screen.getByText('Choose a rejection reason')).toBeVisible();
  });

  it('approves on `a` and opens the next pending item', async () => {
    const provider = queueProvider();
    const locations = await review('m1', provider);

    fireEvent.keyDown(window, { key: 'a' });

    await waitFor(() => expect(locations.at(-1)).toBe('/moderation/m2/show'));
    expect(provider.approveModeration).toHaveBeenCalledTimes(1);
    expect(provider.approveModeration).toHaveBeenCalledWith('m1');
    expect(provider.rejectModeration).not.toHaveBeenCalled();
  });

  it('rejects on `r` then a digit, with that reason, and moves on', async () => {
    const provider = queueProvider();
    const locations = await review('m1', provider);

    fireEvent.keyDown(window, { key: 'r' });
    await screen.findByText('Why is it rejected?');
    fireEvent.keyDown(window, { key: '5' });

    await waitFor(() =>
      expect(provider.rejectModeration).toHaveBeenCalledWith('m1', { reason: 'low_quality' }),
    );
    await waitFor(() => expect(locations.at(-1)).toBe('/moderation/m2/show'));
    expect(provider.approveModeration).not.toHaveBeenCalled();
  });

  it('steps through the queue with j and k without deciding', async () => {
    const provider = queueProvider();
    const locations = await review('m1', provider);

    fireEvent.keyDown(window, { key: 'j' });
    await waitFor(() => expect(locations.at(-1)).toBe('/moderation/m2/show'));
    await screen.findByText('2 of 3 waiting');
    fireEvent.keyDown(window, { key: 'k' });
    await waitFor(() => expect(locations.at(-1)).toBe('/moderation/m1/show'));
    expect(provider.approveModeration).not.toHaveBeenCalled();
  });

  it('takes no second decision on an item it decided while that item is still on screen', async () => {
    const provider = queueProvider();
    const locations = await review('m1', provider);
    // The approval lands, then the queue cannot be read: the console stays on m1, whose cached
    // record still says pending.
    provider.getList.mockRejectedValue(new Error('offline'));

    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() => expect(provider.approveModeration).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Approve \(A\)/ })).toBeDisabled());
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.keyDown(window, { key: 'r' });

    expect(screen.queryByText('Why is it rejected?')).toBeNull();
    expect(provider.approveModeration).toHaveBeenCalledTimes(1);
    expect(locations.at(-1)).toBe('/moderation/m1/show');
  });

  it('ignores the shortcut keys while a note is typed', async () => {
    const provider = queueProvider();
    await review('m1', provider);
    fireEvent.keyDown(window, { key: 'r' });
    const note = await screen.findByLabelText('Staff note (optional)');
    fireEvent.keyDown(note, { key: '3' });
    fireEvent.keyDown(note, { key: 'a' });
    expect(provider.rejectModeration).not.toHaveBeenCalled();
    expect(provider.approveModeration).not.toHaveBeenCalled();
  });

  it("shows a prompts item's questions in the staff's language, not their ids", async () => {
    const answers = 'spouse: Kindness.\n\nweekend: The sea after the dawn prayer.';
    const prompts = item('p1', { kind: 'prompts', image: null, text: answers });
    const provider = { ...queueProvider(), getOne: vi.fn(async () => ({ data: prompts })) };
    await renderInAdmin(
      <Routes>
        <Route path="/moderation/:id/show" element={<ModerationReview />} />
      </Routes>,
      { resource: 'moderation', path: '/moderation/p1/show', dataProvider: provider, lang: 'ar' },
    );
    expect(await screen.findByText('ما أبحث عنه في شريك حياتي')).toBeInTheDocument();
    expect(screen.getByText('Kindness.')).toBeInTheDocument();
    expect(screen.getByText('عطلة نهاية الأسبوع المثالية')).toBeInTheDocument();
    expect(screen.getByText('The sea after the dawn prayer.')).toBeInTheDocument();
    expect(screen.queryByText(/^spouse:/)).not.toBeInTheDocument();
  });
});
