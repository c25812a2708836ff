import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { ComplaintsPage } from './ComplaintsPage';
import { MyMessagesPage } from './MyMessagesPage';

const answered = {
  id: 'f-1',
  reference: 'MW-482139',
  type: 'complaint',
  description: 'Search forgets my filters.',
  status: 'answered',
  reply: 'Thank you, we fixed the filters.',
  repliedAt: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-03-01T09:00:00.000Z',
};
const waiting = {
  id: 'f-2',
  reference: 'MW-730215',
  type: 'suggestion',
  description: 'Please add a dark theme.',
  status: 'new',
  reply: null,
  repliedAt: null,
  createdAt: '2026-03-05T09:00:00.000Z',
};

const signedIn = { auth: { isAuthenticated: true } };

describe('my messages page', () => {
  it('lists my messages with their status and the staff reply', async () => {
    const calls = stubFetch({
      'GET /api/cms/feedback/mine': () => ({ body: { items: [waiting, answered] } }),
    });
    await renderPage(<MyMessagesPage />, { path: '/my-messages', state: signedIn });

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages to staff' })).toBeInTheDocument();
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Suggestion');
    expect(first).toHaveTextContent('Please add a dark theme.');
    expect(first).toHaveTextContent('Waiting for a reply');
    // The short reference she can quote, not the message's id.
    expect(first).toHaveTextContent('Reference number: MW-730215');
    expect(second).toHaveTextContent('Reference number: MW-482139');
    expect(first).not.toHaveTextContent('f-2');
    expect(first).toHaveTextContent('Our team has not replied yet.');
    expect(second).toHaveTextContent('Answered');
    const reply = within(second).getByRole('region', { name: 'Reply from the Mawadda team' });
    expect(reply).toHaveTextContent('Thank you, we fixed the filters.');
    // What the member and the staff wrote takes its own direction (an English line on an Arabic page).
    expect(within(reply).getByText('Thank you, we fixed the filters.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Search forgets my filters.')).toHaveAttribute('dir', 'auto');
    expect(reply).toHaveTextContent('March 2, 2026');
    // The page says how a reply is announced: the bell, and email when the member chose it.
    expect(screen.getByText(/notification under the bell, and an email too/)).toBeInTheDocument();
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/cms/feedback/mine']);
  });

  it('says so when there is nothing, with the way to write', async () => {
    stubFetch({ 'GET /api/cms/feedback/mine': () => ({ body: { items: [] } }) });
    await renderPage(<MyMessagesPage />, { path: '/my-messages', state: signedIn });
    expect(
      await screen.findByText('You have not sent us a message while logged in yet.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a complaint or suggestion' })).toHaveAttribute(
      'href',
      '/en/submitting-complaints-and-suggestions',
    );
  });

  it('offers a retry when the list fails, and shows it once it loads', async () => {
    let fail = true;
    stubFetch({
      'GET /api/cms/feedback/mine': () =>
        fail
          ? {
              status: 500,
              body: {
                type: 'x',
                title: 'x',
                status: 500,
                code: 'x',
                messageKey: 'error.internal',
                detail: 'x',
              },
            }
          : { body: { items: [answered] } },
    });
    await renderPage(<MyMessagesPage />, { path: '/my-messages', state: signedIn });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your messages could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Thank you, we fixed the filters.')).toBeInTheDocument();
  });

  it('in Arabic, shows the Arabic status words', async () => {
    stubFetch({ 'GET /api/cms/feedback/mine': () => ({ body: { items: [waiting] } }) });
    await renderPage(<MyMessagesPage />, { path: '/my-messages', state: signedIn, locale: 'ar' });
    expect(await screen.findByText('بانتظار الرد')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'مراسلاتي مع الإدارة' })).toBeInTheDocument();
  });
});

describe('the way there from the complaints page', () => {
  it('is shown to a signed-in member only', async () => {
    stubFetch({});
    const { unmount } = await renderPage(<ComplaintsPage />, {
      path: '/en/submitting-complaints-and-suggestions',
      state: signedIn,
    });
    expect(await screen.findByRole('link', { name: 'My messages to staff and the replies' })).toHaveAttribute(
      'href',
      '/en/my-messages',
    );
    unmount();
    await renderPage(<ComplaintsPage />, { path: '/en/submitting-complaints-and-suggestions' });
    expect(
      screen.queryByRole('link', { name: 'My messages to staff and the replies' }),
    ).not.toBeInTheDocument();
  });
});
