import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AppStateProvider, initialState, useAppState } from '../../app/state';
import { onTokenChange, readToken, writeToken } from '../../app/token-store';
import { FakeSocket } from '../../test/chat/fake-socket';
import { conversation, HUDA_ID, ME, message, tokenFor } from '../../test/chat/fixtures';
import { stubFetch } from '../../test/render';
import { ChatSocketProvider } from './ChatSocketProvider';
import { useChatConnection } from './use-chat-socket';

/** As the app's Boot does: signing out in the token store signs the tab out. */
function FollowToken() {
  const { dispatch } = useAppState();
  useEffect(() => onTokenChange((token) => dispatch({ type: 'auth/token', token })), [dispatch]);
  return null;
}

function Status() {
  const { status, generation } = useChatConnection();
  return (
    <p>
      {status} {generation}
    </p>
  );
}

async function connect(refresh: () => { status?: number; body?: unknown }) {
  writeToken(tokenFor(ME));
  const calls = stubFetch({ 'POST /api/auth/refresh': refresh });
  const socket = new FakeSocket();
  let connects = 0;
  const connectOnce = socket.connect.bind(socket);
  socket.connect = () => {
    connects++;
    return connectOnce();
  };
  const create = () => socket;
  render(
    <AppStateProvider initial={{ ...initialState(), loader: false }}>
      <FollowToken />
      <ChatSocketProvider create={create}>
        <Status />
      </ChatSocketProvider>
    </AppStateProvider>,
  );
  await screen.findByText('connected 1');
  return { socket, calls, connects: () => connects };
}

describe('the tab’s chat socket', () => {
  it('renews the session when the server says it expired, and connects again with the new token', async () => {
    const { socket, calls, connects } = await connect(() => ({ body: { token: 'renewed-token' } }));
    socket.push('session_expired', { reason: 'expired' });
    await screen.findByText('connected 2');
    expect(calls.filter((c) => c.url.pathname === '/api/auth/refresh')).toHaveLength(1);
    expect(readToken()).toBe('renewed-token');
    expect(connects()).toBe(2);
  });

  it('renews after a handshake refused for its token, but not after any other failure', async () => {
    const { socket, calls } = await connect(() => ({ body: { token: 'renewed-token' } }));
    socket.drop();
    socket.refuse(new Error('websocket error'));
    expect(screen.getByText('reconnecting 1')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    socket.refuse(new Error('token_expired'));
    await screen.findByText('connected 2');
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/auth/refresh']);
  });

  it('signs the member out when the session cannot be renewed, and closes the socket', async () => {
    const { socket } = await connect(() => ({ status: 401, body: {} }));
    socket.push('session_expired', { reason: 'revoked' });
    await screen.findByText('off 0');
    expect(readToken()).toBeNull();
    expect(socket.connected).toBe(false);
  });

  it('says a message reached this device (delivered), but not my own', async () => {
    const { socket } = await connect(() => ({ status: 401 }));
    const theirs = message(7, { senderId: HUDA_ID });
    socket.push('message', { message: theirs, conversation: conversation({ lastMessage: theirs }) });
    const mine = message(8, { senderId: ME });
    socket.push('message', { message: mine, conversation: conversation({ lastMessage: mine }) });
    await waitFor(() =>
      expect(socket.frames('delivered')).toEqual([{ conversationId: theirs.conversationId, upToSeq: 7 }]),
    );
  });
});
