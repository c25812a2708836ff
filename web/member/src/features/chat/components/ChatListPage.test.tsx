import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  conversation,
  CONVERSATION_ID,
  HUDA_ID,
  KHALID_ID,
  ME,
  message,
  NOW,
  OTHER_CONVERSATION_ID,
} from '../../../test/chat/fixtures';
import { openChat } from '../../../test/chat/open-chat';

type Routes = Parameters<typeof openChat>[1]['routes'];

const LIST = 'GET /api/chat/conversations';
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

/** Huda wrote last (two unread, not yet delivered here); I wrote last to Khalid, who closed it. */
const huda = () =>
  conversation({
    unread: 2,
    presence: 'online',
    lastMessage: message(9, { text: 'See you at the family dinner.', sentAt: minutesAgo(5), state: 'sent' }),
    updatedAt: minutesAgo(5),
  });
const khalid = () =>
  conversation({
    id: OTHER_CONVERSATION_ID,
    memberId: KHALID_ID,
    presence: 'offline',
    status: 'closed',
    closedReason: 'closed',
    lastMessage: message(3, {
      conversationId: OTHER_CONVERSATION_ID,
      senderId: ME,
      text: 'Thank you for your time.',
      sentAt: minutesAgo(2 * 24 * 60),
    }),
    updatedAt: minutesAgo(2 * 24 * 60),
  });

const open = (routes: Routes) => openChat('list', { routes });
const row = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

afterEach(() => {
  vi.useRealTimers();
});

describe('my conversations', () => {
  it('lists each conversation with the member, last message, unread count, presence and when', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { socket } = await open({ [LIST]: () => ({ body: { items: [huda(), khalid()], next: null } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My chats' })).toBeInTheDocument();
    expect(document.title).toBe('My chats | Mawadda');
    await screen.findByText('Huda Saleh');

    const hers = row('Huda Saleh');
    expect(hers).toHaveAttribute('href', `/en/chat/${HUDA_ID}`);
    expect(hers).toHaveTextContent('See you at the family dinner.');
    expect(hers).toHaveTextContent('5 minutes ago');
    expect(hers).toHaveAccessibleName(
      'Huda Saleh, Online 5 minutes ago See you at the family dinner. 2 unread messages',
    );
    expect(within(hers).getByText('2', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    expect(hers.closest('li')).toHaveClass('chat-row--unread');

    // What members wrote is isolated in its own direction (an English line in an Arabic list).
    expect(within(hers).getByText('See you at the family dinner.').tagName).toBe('BDI');

    const his = row('Khalid Amin');
    expect(his).toHaveTextContent('You: Thank you for your time.');
    expect(within(his).getByText('Thank you for your time.').tagName).toBe('BDI');
    expect(his).toHaveTextContent('2 days ago');
    expect(his).toHaveTextContent('Closed');
    // Offline is left unsaid, as on a profile.
    expect(his).not.toHaveAccessibleName(/Offline/);
    expect(his).not.toHaveAccessibleName(/unread/);

    // Hers reached this device while no page listened: delivered now, so her ticks turn.
    await waitFor(() =>
      expect(socket.frames('delivered')).toEqual([{ conversationId: CONVERSATION_ID, upToSeq: 9 }]),
    );
  });

  it('moves a conversation to the top when a message arrives, with its new unread count', async () => {
    const { socket } = await open({ [LIST]: () => ({ body: { items: [huda(), khalid()], next: null } }) });
    await screen.findByText('Khalid Amin');
    const live = message(4, {
      conversationId: OTHER_CONVERSATION_ID,
      senderId: KHALID_ID,
      text: 'Could we speak again?',
    });
    socket.push('message', {
      message: live,
      conversation: { ...khalid(), status: 'open', closedReason: null, unread: 1, lastMessage: live },
    });
    await waitFor(() =>
      // Each row is one link to the conversation (the row's other link goes to our path).
      expect([...document.querySelectorAll('.chat-row__link')].map((a) => a.textContent)).toEqual([
        expect.stringContaining('Khalid Amin'),
        expect.stringContaining('Huda Saleh'),
      ]),
    );
    expect(row('Khalid Amin')).toHaveTextContent('Could we speak again?');
    expect(row('Khalid Amin')).toHaveAccessibleName(/1 unread message$/);
    expect(within(row('Khalid Amin').closest('li')!).getByRole('link', { name: 'Our path' })).toHaveAttribute(
      'href',
      `/en/path/${KHALID_ID}`,
    );
  });

  it('pages to older conversations, and focus goes to the first one that came in', async () => {
    const { user, calls } = await open({
      [LIST]: (_body, url) =>
        url.searchParams.get('cursor') === 'older'
          ? { body: { items: [khalid()], next: null } }
          : { body: { items: [huda()], next: 'older' } },
    });
    await screen.findByText('Huda Saleh');
    expect(screen.queryByText('Khalid Amin')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show older conversations' }));
    await waitFor(() => expect(row('Khalid Amin')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).not.toBeInTheDocument();
    // (The list may be read again when the socket first connects; the older page only once.)
    const cursors = calls
      .filter((c) => c.url.pathname === '/api/chat/conversations')
      .map((c) => c.url.searchParams.get('cursor'));
    expect(cursors.at(-1)).toBe('older');
    expect(cursors.filter((c) => c === 'older')).toHaveLength(1);
  });

  it('says there is nothing yet, with the way to find members', async () => {
    await open({ [LIST]: () => ({ body: { items: [], next: null } }) });
    expect(
      await screen.findByText(
        'You have no conversations yet. Find members who share your hopes and send them a message from their profile.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/en/search');
  });

  it('offers to try again when the list cannot be read', async () => {
    let fail = true;
    const { user } = await open({
      [LIST]: () => (fail ? { status: 503, body: {} } : { body: { items: [huda()], next: null } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your conversations could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Huda Saleh')).toBeInTheDocument();
  });

  it('counts unread messages with the plural forms of Arabic', async () => {
    await openChat('list', {
      locale: 'ar',
      routes: {
        [LIST]: () => ({
          body: {
            items: [huda(), { ...khalid(), unread: 11, status: 'open', closedReason: null }],
            next: null,
          },
        }),
      },
    });
    await screen.findByText('Huda Saleh');
    expect(row('Huda Saleh')).toHaveAccessibleName(/رسالتان غير مقروءتين/);
    expect(row('Khalid Amin')).toHaveAccessibleName(/11 رسالة غير مقروءة/);
    expect(row('Khalid Amin')).toHaveTextContent('أنت: Thank you for your time.');
  });
});
