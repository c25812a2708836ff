import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CmsFeedback } from '@mawadda/contracts';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../test/render';
import { FeedbackEdit, toFeedbackUpdate } from './FeedbackEdit';

const feedback: CmsFeedback = {
  id: 'f1',
  reference: 'MW-482139',
  type: 'complaint',
  userName: 'Ahmad Khan',
  email: 'ahmad@example.com',
  mobile: '+923001234567',
  description: 'میری تصویر ابھی تک منظور نہیں ہوئی',
  locale: 'ur',
  memberId: 'member-1',
  status: 'new',
  reply: null,
  repliedAt: null,
  repliedBy: null,
  createdAt: '2026-03-02T08:00:00.000Z',
};

describe('feedback reply', () => {
  it("shows the member's language and writes the reply in it", async () => {
    const update = vi.fn(async (_: string, { id, data }: { id: unknown; data: object }) => ({
      data: { ...feedback, ...data, id: String(id), status: 'answered' },
    }));
    await renderInAdmin(
      <Routes>
        <Route path="/feedback/:id" element={<FeedbackEdit />} />
        <Route path="/feedback" element={<p>feedback list</p>} />
      </Routes>,
      {
        resource: 'feedback',
        path: '/feedback/f1',
        dataProvider: { getOne: async () => ({ data: feedback }), update },
      },
    );

    expect(await screen.findByTestId('feedback-locale')).toHaveTextContent('Urdu');
    // The reference the member quotes, beside what she wrote.
    expect(screen.getByText('MW-482139')).toBeInTheDocument();
    // Her number reads left to right whatever the console's language.
    expect(screen.getByText('+923001234567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(feedback.description)).toHaveAttribute('lang', 'ur');
    const reply = screen.getByLabelText('Reply');
    expect(reply).toHaveAttribute('lang', 'ur');
    expect(reply).toHaveAttribute('dir', 'rtl');

    fireEvent.change(reply, { target: { value: ' آپ کی تصویر منظور ہو گئی ہے ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));

    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    // Only the reply: the unchanged status would otherwise undo "answered" on the server.
    expect(update.mock.calls[0]![1].data).toEqual({ reply: 'آپ کی تصویر منظور ہو گئی ہے' });
    await screen.findByText('feedback list');
  });

  it('sends a status change alone, and never an unchanged reply again', () => {
    const answered = { ...feedback, status: 'answered' as const, reply: 'Done' };
    expect(toFeedbackUpdate({ ...answered, status: 'closed' }, answered)).toEqual({ status: 'closed' });
    expect(toFeedbackUpdate({ ...answered, reply: '   ' }, answered)).toEqual({});
  });
});
