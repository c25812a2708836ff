import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@mawadda/contracts/locale';
import { writeToken } from '../../app/token-store';
import { ChatSocketProvider } from '../../lib/chat-socket';
import { ChatListPage } from '../../pages/ChatListPage';
import { ChatPage } from '../../pages/ChatPage';
import { renderPage, stubFetch } from '../render';
import { cardsOf, hudaCard, khalidCard } from '../social/fixtures';
import { FakeSocket } from './fake-socket';
import { ME, tokenFor } from './fixtures';

type Routes = Parameters<typeof stubFetch>[0];

/**
 * A chat page for a signed-in member (ME) with the chat socket the app gives it, played by a
 * FakeSocket (connected at once unless `offline`), and the API answering `routes` (the cards
 * call answers Huda's and Khalid's cards unless a route says otherwise).
 */
export async function openChat(
  page: 'chat' | 'list',
  {
    routes,
    locale = 'en',
    memberId = '',
    offline = false,
    extra,
  }: { routes: Routes; locale?: Locale; memberId?: string; offline?: boolean; extra?: ReactNode },
) {
  const token = tokenFor(ME);
  writeToken(token);
  const calls = stubFetch({ 'POST /api/profile/cards': cardsOf(hudaCard(), khalidCard()), ...routes });
  const socket = new FakeSocket();
  if (offline) socket.connect = () => socket;
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  const path = page === 'chat' ? `${prefix}/chat/${memberId}` : `${prefix}/profile/chat`;
  const routePath = page === 'chat' ? `${prefix}/chat/:id` : `${prefix}/profile/chat`;
  const rendered = await renderPage(
    <ChatSocketProvider create={() => socket}>
      {page === 'chat' ? <ChatPage /> : <ChatListPage />}
      {extra}
    </ChatSocketProvider>,
    {
      locale,
      path,
      routePath,
      state: { auth: { isAuthenticated: true }, token },
      extraRoutes: [
        { path: `${prefix}/profile/:id`, element: <h1>Profile page</h1> },
        { path: `${prefix}/subscription`, element: <h1>Subscription page</h1> },
        { path: `${prefix}/chat/:id`, element: <h1>Conversation page</h1> },
        { path: `${prefix}/profile/chat`, element: <h1>Conversations page</h1> },
      ],
    },
  );
  return {
    calls,
    socket,
    user: userEvent.setup(),
    router: rendered.router,
    queryClient: rendered.queryClient,
  };
}
