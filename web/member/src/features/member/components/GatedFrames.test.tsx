import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { ChatFrame } from './ChatFrame';
import { ChatListFrame } from './ChatListFrame';
import { MemberProfilePage } from '../../../pages/MemberProfilePage';

const signedIn = { auth: { isAuthenticated: true }, token: 'member-token' };

describe('member page frames', () => {
  it('asks a guest on /chat/x to log in first, with a way back to the chat', async () => {
    await renderPage(<ChatFrame />, { path: '/chat/x', routePath: '/chat/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please login first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/Auth/login?redirect=%2Fchat%2Fx',
    );
    expect(screen.queryByText('Opening soon')).not.toBeInTheDocument();
  });

  it('says "Please login first" in the page language (Arabic, no locale prefix)', async () => {
    await renderPage(<ChatFrame />, { locale: 'ar', path: '/chat/x', routePath: '/chat/:id' });
    expect(screen.getByRole('heading', { name: 'يرجى تسجيل الدخول أولًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/Auth/login?redirect=%2Fchat%2Fx',
    );
  });

  it.each<[string, ReactNode, string, string]>([
    ['chat list', <ChatListFrame />, '/profile/chat', '/profile/chat'],
    ['chat', <ChatFrame />, '/chat/7', '/chat/:id'],
  ])(
    '%s: a signed-in member sees the page opening soon, not a login prompt',
    async (_name, page, path, routePath) => {
      await renderPage(page, { path, routePath, state: signedIn });
      expect(screen.getByRole('heading', { name: 'Opening soon' })).toBeInTheDocument();
      expect(screen.queryByText('Please login first')).not.toBeInTheDocument();
    },
  );

  it('a guest on a member profile sees what the page is for and the login prompt', async () => {
    await renderPage(<MemberProfilePage />, { path: '/profile/42', routePath: '/profile/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile' })).toBeInTheDocument();
    expect(screen.getByText('Please login first')).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveTextContent('Sending them a message');
  });
});
