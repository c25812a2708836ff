import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { ChatPage } from '../../../pages/ChatPage';
import { ChatListPage } from '../../../pages/ChatListPage';

describe('member page frames', () => {
  it('asks a guest on /chat/x to log in first, with a way back to the chat', async () => {
    await renderPage(<ChatPage />, { path: '/chat/x', routePath: '/chat/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please login first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/Auth/login?redirect=%2Fchat%2Fx',
    );
  });

  it('says "Please login first" in the page language (Arabic, no locale prefix)', async () => {
    await renderPage(<ChatPage />, { locale: 'ar', path: '/chat/x', routePath: '/chat/:id' });
    expect(screen.getByRole('heading', { name: 'يرجى تسجيل الدخول أولًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute(
      'href',
      '/Auth/login?redirect=%2Fchat%2Fx',
    );
  });

  it('asks a guest on /profile/chat to log in first, with what the list offers', async () => {
    await renderPage(<ChatListPage />, { path: '/profile/chat', routePath: '/profile/chat' });
    expect(screen.getByRole('heading', { level: 1, name: 'My chats' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please login first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/Auth/login?redirect=%2Fprofile%2Fchat',
    );
  });
});
