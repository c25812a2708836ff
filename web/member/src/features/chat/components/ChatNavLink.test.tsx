import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../../../shell/Header';
import { conversation, ME, message } from '../../../test/chat/fixtures';
import { openChat } from '../../../test/chat/open-chat';
import { renderPage, stubFetch } from '../../../test/render';

const header = (unread: number, locale: 'en' | 'ar' = 'en') =>
  openChat('list', {
    locale,
    routes: {
      'GET /api/chat/unread': () => ({ body: { total: unread } }),
      'GET /api/chat/conversations': () => ({ body: { items: [], next: null } }),
    },
    extra: <Header />,
  });

const chatLink = () => screen.getByRole('link', { name: /^(Chats|المحادثات)/ });

describe('the header’s messages link', () => {
  it('shows how many messages wait, from the start and then live', async () => {
    const { socket } = await header(3);
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Chats 3 unread'));
    expect(chatLink()).toHaveAttribute('href', '/en/profile/chat');
    expect(chatLink().querySelector('.count-badge')).toHaveTextContent('3');
    socket.push('unread', { total: 120 });
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Chats 120 unread'));
    expect(chatLink().querySelector('.count-badge')).toHaveTextContent('99+');
    socket.push('unread', { total: 0 });
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Chats'));
    expect(chatLink().querySelector('.count-badge')).toBeNull();
  });

  it('moves with a message to me, which carries my new total', async () => {
    const { socket } = await header(3);
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Chats 3 unread'));
    const theirs = message(9);
    socket.push('message', { message: theirs, conversation: conversation({ lastMessage: theirs }), unread: 4 });
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Chats 4 unread'));
    // My own message from my other device carries no total: the badge stays.
    socket.push('message', { message: message(10, { senderId: ME }), conversation: conversation() });
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Chats 4 unread'));
  });

  it('reads the total again after the connection came back', async () => {
    let total = 1;
    const { socket } = await openChat('list', {
      routes: {
        'GET /api/chat/unread': () => ({ body: { total } }),
        'GET /api/chat/conversations': () => ({ body: { items: [], next: null } }),
      },
      extra: <Header />,
    });
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Chats 1 unread'));
    socket.drop();
    total = 4;
    socket.reconnect();
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('Chats 4 unread'));
  });

  it('says the count in Arabic', async () => {
    await header(2, 'ar');
    await waitFor(() => expect(chatLink()).toHaveAccessibleName('المحادثات رسالتان غير مقروءتين'));
  });

  it('is not there for a guest', async () => {
    stubFetch({});
    await renderPage(<Header />);
    expect(screen.queryByRole('link', { name: /^Chats/ })).not.toBeInTheDocument();
  });
});
