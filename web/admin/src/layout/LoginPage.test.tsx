import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOT_STAFF_KEY } from '../auth/auth-provider';
import { fakeAuthProvider, renderInAdmin } from '../test/render';
import { LoginPage } from './LoginPage';

describe('LoginPage', () => {
  it('signs in with email (not a username) and tells a member, in words, that the console is for staff', async () => {
    const login = vi.fn(async () => {
      throw new Error(NOT_STAFF_KEY);
    });
    await renderInAdmin(<LoginPage />, { authProvider: { ...fakeAuthProvider(), login } });

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'member@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This console is for Mawadda staff.');
    expect(login).toHaveBeenCalledWith({ email: 'member@example.com', password: 'secret-pass' });
  });

  it('switches to Arabic, right to left', async () => {
    await renderInAdmin(<LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('admin.lang')).toBe('ar');
  });
});
